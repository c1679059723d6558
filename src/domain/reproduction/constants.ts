import type { Breed, Sex } from '../herd/constants';

/*
 * The words of the reproduction module ('Reprodução', issue 41), as the producer and the vet read
 * them, and the numbers the module's rules stand on (decision 067).
 */

export const REPRODUCTION_PLAN_MESSAGE = 'A Reprodução faz parte dos planos Pro e Master.';

/** A female's reproductive status in a breeding season ('Estação de monta'). */
export const REPRO_STATUSES = [
  'empty',
  'inseminated',
  'covered',
  'pregnant',
  'calved',
  'cull',
] as const;
export type ReproStatus = (typeof REPRO_STATUSES)[number];
export const REPRO_STATUS_LABELS: Record<ReproStatus, string> = {
  empty: 'Vazia',
  inseminated: 'Inseminada',
  covered: 'Coberta',
  pregnant: 'Prenhe',
  calved: 'Parida',
  cull: 'Descarte sugerido',
};

/** 'Registrar diagnóstico': what the check found. */
export const DIAGNOSIS_RESULTS = ['pregnant', 'empty', 'inconclusive'] as const;
export type DiagnosisResult = (typeof DIAGNOSIS_RESULTS)[number];
export const DIAGNOSIS_LABELS: Record<DiagnosisResult, string> = {
  pregnant: 'Prenhe',
  empty: 'Vazia',
  inconclusive: 'Inconclusivo',
};

/** The females' groups the indicators split by: a 'Primípara' has calved once. */
export const FEMALE_GROUPS = ['cow', 'heifer', 'primiparous'] as const;
export type FemaleGroup = (typeof FEMALE_GROUPS)[number];
export const FEMALE_GROUP_LABELS: Record<FemaleGroup, string> = {
  cow: 'Vaca',
  heifer: 'Novilha',
  primiparous: 'Primípara',
};

/** What 'Expor fêmeas' takes by category. */
export const EXPOSURE_CATEGORIES = ['Vaca', 'Novilha'] as const;
export type ExposureCategory = (typeof EXPOSURE_CATEGORIES)[number];

/** The kinds of the module's records (one table, `reproduction_events`). */
export const REPRO_EVENT_KINDS = [
  'insemination',
  'natural_service',
  'diagnosis',
  'abortion',
  'weaning',
] as const;
export type ReproEventKind = (typeof REPRO_EVENT_KINDS)[number];

/** Gestation length by breed group, in days (decision 067 has the sources). */
export const GESTATION_DAYS = { zebu: 293, taurine: 283, crossbred: 288 } as const;
export type BreedGroup = keyof typeof GESTATION_DAYS;

/** The registry's breeds by group; an unknown or 'Outra' breed counts as zebu (Nelore herds). */
export const BREED_GROUP: Record<Breed, BreedGroup> = {
  Nelore: 'zebu',
  Brahman: 'zebu',
  Tabapuã: 'zebu',
  Guzerá: 'zebu',
  Gir: 'zebu',
  Angus: 'taurine',
  Senepol: 'taurine',
  Girolando: 'crossbred',
  Brangus: 'crossbred',
  Braford: 'crossbred',
  Mestiço: 'crossbred',
  Outra: 'zebu',
};

/** The usual season lengths, said on 'Nova estação' and never enforced. */
export const USUAL_SEASON_DAYS = { cows: { min: 60, max: 90 }, heifers: { max: 45 } } as const;
export const USUAL_SEASON_NOTE =
  'O usual é de 60 a 90 dias para vacas e de até 45 dias para novilhas.';

/** 'Peso ajustado aos 205 dias' is shown only for calves weaned at these ages (days). */
export const P205_MIN_AGE_DAYS = 160;
export const P205_MAX_AGE_DAYS = 250;
/** Birth weight taken when the calf's is unknown (kg), said on the screen. */
export const DEFAULT_BIRTH_WEIGHT_KG: Record<Sex, number> = { M: 30, F: 28 };
export const DEFAULT_BIRTH_WEIGHT_NOTE =
  'Sem peso ao nascer registrado, usamos 30 kg para machos e 28 kg para fêmeas.';

/** 'A diagnosticar': served at least this many days ago and not checked since. */
export const DIAGNOSE_AFTER_DAYS = 30;
/** 'A desmamar': calves older than this many months. */
export const WEAN_AFTER_MONTHS = 7;
/** The usual targets shown beside the indicators. */
export const TARGETS = {
  pregnancyRate: 80,
  calvingIntervalDays: 395,
  firstCalvingMonths: 36,
} as const;

/** One step of an IATF protocol: on day `day` (D0 = the start), what is done, with what. */
export interface ProtocolStep {
  day: number;
  action: string;
  products: string | null;
  /** The step whose day is the insemination (the last one, usually). */
  insemination: boolean;
}

/** The two protocols every farm starts with, editable and copyable. */
export const SEEDED_PROTOCOLS: readonly { name: string; steps: readonly ProtocolStep[] }[] = [
  {
    name: 'IATF convencional (D0-D8-D10)',
    steps: [
      {
        day: 0,
        action: 'Inserção do dispositivo de progesterona',
        products: 'Dispositivo de progesterona + benzoato de estradiol',
        insemination: false,
      },
      {
        day: 8,
        action: 'Retirada do dispositivo',
        products: 'Cloprostenol + eCG + cipionato de estradiol',
        insemination: false,
      },
      { day: 10, action: 'Inseminação', products: null, insemination: true },
    ],
  },
  {
    name: 'IATF zebuínas (D0-D9-D11)',
    steps: [
      {
        day: 0,
        action: 'Inserção do dispositivo de progesterona',
        products: 'Dispositivo de progesterona + benzoato de estradiol',
        insemination: false,
      },
      {
        day: 9,
        action: 'Retirada do dispositivo',
        products: 'Cloprostenol + eCG + cipionato de estradiol',
        insemination: false,
      },
      { day: 11, action: 'Inseminação', products: null, insemination: true },
    ],
  },
];

export const REPRO_TOASTS = {
  seasonCreated: 'Estação criada',
  seasonUpdated: 'Estação atualizada',
  exposureRemoved: 'Fêmea retirada da estação',
  protocolCreated: 'Protocolo criado',
  protocolSaved: 'Protocolo salvo',
  semenAdded: 'Sêmen adicionado',
  exposed: 'Fêmeas expostas',
  protocolStarted: 'Protocolo iniciado',
  insemination: 'Inseminação registrada',
  cover: 'Cobertura registrada',
  diagnosis: 'Diagnóstico registrado',
  abortion: 'Aborto registrado',
  weaning: 'Desmame registrado',
} as const;
