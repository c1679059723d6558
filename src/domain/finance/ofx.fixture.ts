/* OFX statements as Brazilian banks export them, for the parser's tests. */

export interface FixtureLine {
  type?: string;
  date: string;
  amount: string;
  fitId?: string;
  memo?: string;
  name?: string;
}

const SGML_HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
].join('\r\n');

/** An OFX 1.x file (SGML: leaf tags left open), one checking account, as Banco do Brasil's. */
export function sgmlStatement(lines: FixtureLine[], currency = 'BRL'): string {
  const transactions = lines
    .map((l) =>
      [
        '<STMTTRN>',
        `<TRNTYPE>${l.type ?? (l.amount.startsWith('-') ? 'DEBIT' : 'CREDIT')}`,
        `<DTPOSTED>${l.date}`,
        `<TRNAMT>${l.amount}`,
        l.fitId === undefined ? '' : `<FITID>${l.fitId}`,
        l.name === undefined ? '' : `<NAME>${l.name}`,
        l.memo === undefined ? '' : `<MEMO>${l.memo}`,
        '</STMTTRN>',
      ]
        .filter(Boolean)
        .join('\r\n'),
    )
    .join('\r\n');
  return [
    SGML_HEADER,
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<DTSERVER>20250131120000[-3:BRT]<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>',
    '<STMTTRNRS>',
    '<TRNUID>1001',
    '<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS>',
    `<CURDEF>${currency}`,
    '<BANKACCTFROM>',
    '<BANKID>001',
    '<BRANCHID>1234-5',
    '<ACCTID>98765-4',
    '<ACCTTYPE>CHECKING',
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    '<DTSTART>20250101',
    '<DTEND>20250131',
    transactions,
    '</BANKTRANLIST>',
    '<LEDGERBAL><BALAMT>1520.35<DTASOF>20250131</LEDGERBAL>',
    '<AVAILBAL><BALAMT>999.00<DTASOF>20250131</AVAILBAL>',
    '</STMTRS>',
    '</STMTTRNRS>',
    '</BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n');
}

/** An OFX 2.x file (XML), with its declarations, every tag closed. */
export function xmlStatement(lines: FixtureLine[]): string {
  const transactions = lines
    .map(
      (l) =>
        `      <STMTTRN>
        <TRNTYPE>${l.type ?? 'OTHER'}</TRNTYPE>
        <DTPOSTED>${l.date}</DTPOSTED>
        <TRNAMT>${l.amount}</TRNAMT>
        ${l.fitId === undefined ? '' : `<FITID>${l.fitId}</FITID>`}
        ${l.memo === undefined ? '' : `<MEMO>${l.memo}</MEMO>`}
      </STMTTRN>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <STMTRS>
        <CURDEF>BRL</CURDEF>
        <BANKACCTFROM>
          <BANKID>0260</BANKID>
          <ACCTID>1234567-8</ACCTID>
          <ACCTTYPE>CHECKING</ACCTTYPE>
        </BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20250201000000[-3:BRT]</DTSTART>
          <DTEND>20250228000000[-3:BRT]</DTEND>
${transactions}
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>-45.10</BALAMT><DTASOF>20250228</DTASOF></LEDGERBAL>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>
`;
}
