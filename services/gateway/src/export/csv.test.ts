import { csvCell, csvSections, csvTable } from './csv';

describe('CSV the exports write', () => {
  it('quotes a field with a comma, quote or line break and doubles its quotes (RFC 4180)', () => {
    expect(csvCell('Lakers -3.5, -110')).toBe('"Lakers -3.5, -110"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-110)).toBe('-110');
  });

  it('"never runs a formula": a text field starting with = + - @ is prefixed with a quote mark', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('writes a header and rows with CRLF, and sections under their names', () => {
    expect(csvTable(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
    expect(csvSections([{ name: 'one', header: ['a'], rows: [[1]] }, { name: 'two', header: ['b'], rows: [] }])).toBe('# one\r\na\r\n1\r\n\r\n# two\r\nb\r\n');
  });
});
