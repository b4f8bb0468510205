/** Small files for the tests of files on records: a PNG and a PDF, made here, no fixtures. */

/** A 160 × 100 PNG of blue and amber squares. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAABDklEQVR42u3cMQ0AIAxFwW5owCj+sIAh6qFDh+YS9p+8Wxtin1d+/67ys9uzG0IDFhqw0IABA7YL2C5gu4ABCw1YaMBCA7YL2C5gu4ABCw1YaMBCAwbcCizW7F3AgIUGLDRgwIDtArYL2C5gwEIDFhqw0IDtArYL2C5gwEIDFhqw0IAB9wKL5apSaMBCAwYM2C5gu4DtAgYsNGChAQsN2C5gu4DtAgYsNGChAQsNGDBgu/7Jsuuq0i5gwEIDFhqw0IDtArYL2C5gwEIDFhqw0IDtArYL2C5gwEIDFhqw0P7JguSq0i5gu4DtAgYsNGChAQsN2C5gu4DtAgYsNGChAQsNGDBgu4DtAgYs9OjdBObhp799fgk9AAAAAElFTkSuQmCC',
  'base64',
);

/** A one-page PDF saying `text` (ASCII), with a correct cross-reference table. */
export function pdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R' +
      ' /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
