import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { ApiError, problemsOf, unwrap, type Problem } from '../api/errors';
import type { components as CoreSchemas } from '../api/generated/core';
import type { AttributeDef } from '../api/schemas';
import { FILE_TYPES } from '../model/attributeTypes';

/** What the server keeps of an uploaded file (a large object). */
export type FileMetadata = CoreSchemas['schemas']['ObjectRO'];

/** One id's answer of the metadata read: its metadata, or why the steward may not see it. */
export interface FileEntry {
  id: string;
  metadata: FileMetadata | null;
  problem: Problem | null;
}

const FILES = new Set<string>(FILE_TYPES);

export function isFileAttribute(attribute: AttributeDef): boolean {
  return FILES.has(attribute.type ?? '');
}

/**
 * Whether the attribute holds a list of ids: a File attribute always does (the server checks it
 * as one), a Blob or Clob only when it is an array.
 */
export function holdsList(attribute: AttributeDef): boolean {
  return attribute.type === 'File' || attribute.array === true;
}

/** The large-object ids a record's value of a file attribute names (one id or a list). */
export function fileIdsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string => typeof v === 'string' && v !== '');
}

/** Uploads a file as the multipart part `file`; answers its id and metadata. */
export async function uploadFile(file: File): Promise<FileMetadata & { id: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = unwrap(
    await api.core.POST('/api/v2/core/lob/upload', {
      // The typed body is the documented form; the request sends the browser's FormData as is.
      body: form as unknown as { file: string },
      bodySerializer: (body) => body as unknown as FormData,
    }),
  );
  return { ...answer.metadata!, id: answer.id! };
}

/** The metadata of files by id, in one request, each id with its metadata or its problem. */
export function useFileMetadata(ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  return useQuery({
    queryKey: ['files', 'metadata', sorted],
    enabled: sorted.length > 0,
    queryFn: async () => {
      const answer = unwrap(
        await api.core.POST('/api/v2/core/lob/metadata', { body: { largeObjectsIds: sorted } }),
      );
      const entries = new Map<string, FileEntry>();
      for (const result of answer.results ?? []) {
        const problem = result.error
          ? {
              code: result.error.code ?? '',
              source: result.error.source ?? '',
              message: result.error.externalMessage ?? result.error.code ?? '',
            }
          : null;
        entries.set(result.id!, { id: result.id!, metadata: result.metadata ?? null, problem });
      }
      return entries;
    },
  });
}

/** A file's bytes, read with the session's token (a plain link could not carry it). */
export async function readFile(id: string, mimeType: string): Promise<Blob> {
  const answer = await api.core.GET('/api/v2/core/lob/{id}', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!answer.response.ok || !(answer.data instanceof Blob)) {
    throw new ApiError(answer.response.status, problemsOf(answer.error));
  }
  // The type the model keeps wins over whatever the response carried, so that previews agree.
  return new Blob([answer.data], { type: mimeType });
}

export const contentKey = (id: string) => ['files', 'content', id];

/**
 * A blob: URL of a file's bytes while the component shows it (revoked when it stops, or when the
 * file changes); null until they are read.
 */
export function useFileUrl(id: string, mimeType: string, enabled: boolean) {
  const content = useQuery({
    queryKey: contentKey(id),
    enabled,
    queryFn: () => readFile(id, mimeType),
    // Bytes can be large: do not keep them once nothing shows them.
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!content.data) return;
    const made = URL.createObjectURL(content.data);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [content.data]);
  return { url, error: content.error, isPending: enabled && content.isPending };
}

/** Saves a file under its name: its bytes read with the token, handed to the browser. */
export async function downloadFile(id: string, name: string, mimeType: string) {
  saveBlob(await readFile(id, mimeType), name);
}

/** Hands bytes to the browser as a download under the name. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The browser starts the download from the click; the URL is released after it has.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a value as an indented JSON file. */
export function saveJson(value: unknown, name: string) {
  saveBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), name);
}

/** A size as people read it: bytes, KB or MB, in the steward's language. */
export function fileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / (1024 * 1024), 'megabyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    // "327 bytes" but "1.5 kB": the short form of a byte is not a word people read.
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(value);
}
