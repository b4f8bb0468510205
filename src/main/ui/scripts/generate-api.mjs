// Generates the typed API of every module from the documents in docs/api (which a server test keeps
// equal to what the server serves): src/api/generated/<group>.ts. A field the server renames
// changes a document, and the UI's type check then fails where the UI uses the old name.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const documents = fileURLToPath(new URL('../../../../docs/api/', import.meta.url));
const target = fileURLToPath(new URL('../src/api/generated/', import.meta.url));

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const files = readdirSync(documents).filter((name) => name.endsWith('.json'));
if (files.length === 0) {
  throw new Error(`no module documents in ${documents}`);
}
for (const file of files) {
  const document = JSON.parse(readFileSync(documents + file, 'utf8'));
  const ast = await openapiTS(document, { alphabetize: true });
  const header = `// Generated from docs/api/${file} by scripts/generate-api.mjs; do not edit.\n`;
  writeFileSync(target + file.replace(/\.json$/, '.ts'), header + astToString(ast));
}
console.log(`generated the API types of ${files.length} module documents`);
