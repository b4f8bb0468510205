import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { label } from '../../model/useModel';
import { useClassifiers } from '../classifiers/classifiersApi';
import type { ClassifyBody } from './classificationLogic';

/**
 * Every period of a record's classifications, deleted ones included; with a draft, as publishing
 * it would make them. Off (no request) while `enabled` is false.
 */
export function useRecordClassifications(etalonId: string, draftId?: number, enabled = true) {
  return useQuery({
    queryKey: ['classifications', etalonId, draftId ?? null],
    enabled,
    queryFn: async () =>
      unwrap(
        await api.classifiers.GET('/api/v1/classifiers/records/{etalonId}', {
          params: {
            path: { etalonId },
            query: { allPeriods: true, ...(draftId ? { draftId } : {}) },
          },
        }),
      ).classifications,
  });
}

/**
 * Writes or deletes a record's classifications (`POST /api/v1/classifiers/classifications`); on
 * success the card reads them again, and the record (whose version the write moves on).
 */
export function useWriteClassifications(etalonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClassifyBody) =>
      unwrap(await api.classifiers.POST('/api/v1/classifiers/classifications', { body })),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['classifications', etalonId] }),
        client.invalidateQueries({ queryKey: ['history', etalonId] }),
        client.invalidateQueries({ queryKey: ['search'] }),
      ]),
  });
}

/**
 * The classifiers as a record's screens need them: the query, those assigned to the record's
 * entity, a classifier's label by name (its name when unknown), and whether it allows several nodes.
 */
export function useClassifiersOf(entityName: string) {
  const classifiers = useClassifiers();
  const list = classifiers.data ?? [];
  const find = (name: string) => list.find((c) => c.name === name);
  return {
    classifiers,
    assigned: list.filter((c) => c.assignments.includes(entityName)),
    labelOf: (name: string) => {
      const classifier = find(name);
      return classifier ? label(classifier) : name;
    },
    multiple: (name: string) => find(name)?.multiple ?? false,
  };
}
