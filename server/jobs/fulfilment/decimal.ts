/** 패널이 주는 돈(문자열 십진수)을 부동소수점 없이 비교한다. 읽을 수 없으면 null */
export function compareDecimal(a: string, b: string): number | null {
  const pa = parse(a);
  const pb = parse(b);
  if (!pa || !pb) return null;
  const scale = Math.max(pa.frac.length, pb.frac.length);
  const va = BigInt(pa.sign + pa.int + pa.frac.padEnd(scale, '0'));
  const vb = BigInt(pb.sign + pb.int + pb.frac.padEnd(scale, '0'));
  return va === vb ? 0 : va < vb ? -1 : 1;
}

function parse(s: string) {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s.trim().replace(/,/g, ''));
  if (!m || (!m[2] && !m[3])) return null;
  return { sign: m[1] === '-' ? '-' : '', int: m[2] || '0', frac: m[3] ?? '' };
}
