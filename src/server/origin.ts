import { hostname, networkInterfaces } from 'node:os';
import type { Env } from './env';

/**
 * Which address the app answers at (decision 009).
 *
 * With APP_URL set (production) everything is pinned to it. Without it (`npm start` on the farm
 * office's PC), the app is opened at localhost, 127.0.0.1 or the PC's network address from a phone:
 * a request is same-origin when its Origin matches the Host it was sent to, and links in e-mails
 * lead back to that Host, but only when the Host is one of this machine's own addresses, so a
 * forged Host header cannot make a password-reset link point at someone else's server.
 */
export interface OriginPolicy {
  fixed: boolean;
  /** APP_URL: the address links use when the request's Host is not one of this machine's. */
  fallback: string;
  /** better-auth's allowed hosts (dynamic mode): grows, in place, as local addresses are seen. */
  allowedHosts: string[];
  /** Whether a browser's `Origin` belongs to the address this request was sent to. */
  isSameOrigin(origin: string, headers: Headers): boolean;
  /** The origins better-auth trusts for this request (CSRF check, callback URLs). */
  trustedOrigins(headers: Headers | undefined): string[];
  /** Records the request's Host as an allowed host when it is one of this machine's addresses. */
  noteHost(headers: Headers): void;
  /** Where links for this request lead: its Host when allowed, else the fallback. */
  publicOrigin(headers: Headers | undefined): string;
}

/** At most this many hosts are remembered, so forged loopback Hosts cannot grow the list forever. */
const MAX_HOSTS = 128;

/** The Host header, normalised, or null when it is missing or not a plain `host[:port]`. */
export function requestHost(headers: Headers): string | null {
  const raw = headers.get('host')?.trim().toLowerCase();
  if (!raw || raw.length > 255) return null;
  try {
    const url = new URL(`http://${raw}`);
    return url.host === raw || `${url.host}:80` === raw ? raw : null;
  } catch {
    return null;
  }
}

function hostnameOf(host: string): string {
  return new URL(`http://${host}`).hostname;
}

/** This machine's interface addresses as they appear in a URL (IPv6 in brackets). */
export function interfaceAddresses(): string[] {
  const found: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) {
      if (entry.family === 'IPv4') found.push(entry.address);
      else if (!entry.address.toLowerCase().startsWith('fe80')) found.push(`[${entry.address}]`);
    }
  }
  return found;
}

/** The addresses a phone on the same network can open: non-internal IPv4 interface addresses. */
export function lanUrls(port: number): string[] {
  const urls: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) {
      if (entry.family === 'IPv4' && !entry.internal) urls.push(`http://${entry.address}:${port}`);
    }
  }
  return urls;
}

export interface OriginPolicyOptions {
  env: Pick<Env, 'APP_URL' | 'APP_URL_FIXED' | 'PORT'>;
  /** This machine's addresses; tests pass their own. */
  addresses?: () => string[];
  machineName?: string;
}

export function createOriginPolicy({
  env,
  addresses = interfaceAddresses,
  machineName = hostname(),
}: OriginPolicyOptions): OriginPolicy {
  const fallback = new URL(env.APP_URL).origin;
  const name = machineName.toLowerCase();

  const isLocal = (host: string): boolean => {
    const bare = hostnameOf(host);
    if (bare === 'localhost' || bare === '[::1]' || /^127(\.\d{1,3}){3}$/.test(bare)) return true;
    if (name && (bare === name || bare === `${name}.local`)) return true;
    return addresses().some((address) => address.toLowerCase() === bare);
  };

  const initial = ['localhost', '127.0.0.1', '[::1]', ...addresses()];
  if (name) initial.push(name, `${name}.local`);
  const allowedHosts = [...new Set(initial.flatMap((h) => [h, `${h}:${env.PORT}`]))];

  if (env.APP_URL_FIXED) {
    return {
      fixed: true,
      fallback,
      allowedHosts: [new URL(fallback).host],
      isSameOrigin: (origin) => origin === fallback,
      trustedOrigins: () => [fallback],
      noteHost: () => {},
      publicOrigin: () => fallback,
    };
  }

  return {
    fixed: false,
    fallback,
    allowedHosts,
    isSameOrigin(origin, headers) {
      const host = requestHost(headers);
      return host !== null && (origin === `http://${host}` || origin === `https://${host}`);
    },
    trustedOrigins(headers) {
      const host = headers && requestHost(headers);
      return host ? [fallback, `http://${host}`, `https://${host}`] : [fallback];
    },
    noteHost(headers) {
      const host = requestHost(headers);
      if (!host || allowedHosts.includes(host) || allowedHosts.length >= MAX_HOSTS) return;
      if (isLocal(host)) allowedHosts.push(host);
    },
    publicOrigin(headers) {
      const host = headers && requestHost(headers);
      return host && allowedHosts.includes(host) ? `http://${host}` : fallback;
    },
  };
}
