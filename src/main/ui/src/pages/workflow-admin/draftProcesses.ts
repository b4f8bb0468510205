import { parseBpmn } from './bpmn/bpmnModel';
import type { BpmnProcess } from './workflowAdminApi';

/** The list with the process added, or put in place of the one of its id. */
export function withProcess(list: BpmnProcess[], process: BpmnProcess): BpmnProcess[] {
  const at = list.findIndex((p) => p.processId === process.processId);
  if (at < 0) return [...list, process];
  return list.map((p, i) => (i === at ? process : p));
}

/**
 * A process definition of an uploaded BPMN file: its process's id and name as the file says (the
 * file's name when it says none); the server checks the rest on save.
 */
export async function processOfFile(file: File): Promise<BpmnProcess> {
  const bpmn = await textOf(file);
  const stem = file.name.replace(/(\.bpmn20)?\.(xml|bpmn)$/i, '');
  let processId = stem;
  let displayName = stem;
  try {
    const graph = parseBpmn(bpmn);
    processId = graph.processId || stem;
    displayName = graph.name || processId;
  } catch {
    // not readable here: the save says what is wrong with it
  }
  return { processId, displayName, description: null, bpmn, indexedVariables: [] };
}

/** A file's text (by a FileReader: `Blob.text` is missing from some test browsers). */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
