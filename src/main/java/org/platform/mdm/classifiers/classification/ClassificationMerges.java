package org.platform.mdm.classifiers.classification;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.MergeContext;
import org.platform.mdm.data.MergeRequests;
import org.platform.mdm.data.RecordAccess;
import org.platform.mdm.data.record.ConsolidationRule;
import org.springframework.stereotype.Component;

/**
 * The classifications of merged records. A merge moves each loser's classification into the
 * winner's of the same classifier and slot (made, with the loser's status, when the winner has
 * none; the winner's status stays when it has one), and the loser keeps none; the joined revisions
 * of one source are numbered again in the order they were made. What each loser lost is kept, so
 * that its unmerge gives the classification back with its id, status and the revisions it brought.
 * An unmerge moves out, besides, every revision written through a key that leaves: a record made by
 * the unmerge gets those too, and the merges into the record that stay in force no longer count
 * them as brought (as they keep only the origins that did not leave).
 */
@Component
class ClassificationMerges {

  private final ClassificationRepository repository;
  private final ClassificationMergeRepository merged;
  private final ClassificationWrites writes;
  private final RecordAccess records;
  private final ClassificationArchiving archiving;

  ClassificationMerges(
      ClassificationRepository repository,
      ClassificationMergeRepository merged,
      ClassificationWrites writes,
      RecordAccess records,
      ClassificationArchiving archiving) {
    this.repository = repository;
    this.merged = merged;
    this.writes = writes;
    this.records = records;
    this.archiving = archiving;
  }

  /** The losers' classifications join the winner's (the etalons are locked by the merge). */
  void merge(MergeContext ctx) {
    String user = ctx.user().userName();
    Map<UUID, ClassificationRepository.Row> touched = new LinkedHashMap<>();
    for (EtalonId loser : ctx.losers()) {
      for (ClassificationRepository.Row lost : repository.all(loser)) {
        ClassificationRepository.Row into =
            repository
                .find(ctx.winner(), lost.classifier(), lost.slot())
                .orElseGet(
                    () ->
                        merged.create(
                            ctx.winner(),
                            UUID.randomUUID(),
                            lost.classifier(),
                            lost.slot(),
                            lost.status(),
                            null,
                            null,
                            ctx.now(),
                            user));
        List<Long> seqs = merged.seqs(lost);
        merged.keepLost(ctx.winner(), lost, into, seqs, ctx.now());
        merged.moveRevisions(lost, into, seqs);
        merged.remove(lost);
        touched.put(into.classificationId(), into);
      }
    }
    store(ctx, touched.values());
  }

  /**
   * The revisions the leaving keys wrote, and those a loser coming back brought, go to the detached
   * record; a classification of the winner left without revisions goes.
   */
  void unmerge(MergeContext ctx) {
    String user = ctx.user().userName();
    EtalonId winner = ctx.winner();
    EtalonId detached = ctx.detached();
    Map<String, ClassificationMergeRepository.Lost> lost = new HashMap<>();
    Set<Long> brought = new HashSet<>();
    if (!ctx.detachedCreated()) {
      for (ClassificationMergeRepository.Lost l : merged.lost(winner, detached)) {
        lost.put(l.classifier() + "\u001F" + l.slot(), l);
        brought.addAll(l.seqs());
      }
      merged.givenBack(winner, detached, ctx.now());
    }
    List<String> sources = ctx.keys().stream().map(MergeRequests.Key::sourceSystem).toList();
    List<String> externalIds = ctx.keys().stream().map(MergeRequests.Key::externalId).toList();
    List<ClassificationRepository.Row> touched = new ArrayList<>();
    List<Long> left = new ArrayList<>();
    for (ClassificationRepository.Row from : repository.all(winner)) {
      List<Long> leaving = merged.seqs(from, brought, sources, externalIds);
      if (leaving.isEmpty()) {
        continue;
      }
      ClassificationMergeRepository.Lost was = lost.get(from.classifier() + "\u001F" + from.slot());
      ClassificationRepository.Row to =
          repository
              .find(detached, from.classifier(), from.slot())
              .orElseGet(
                  () ->
                      was == null
                          ? merged.create(
                              detached,
                              UUID.randomUUID(),
                              from.classifier(),
                              from.slot(),
                              from.status(),
                              null,
                              null,
                              ctx.now(),
                              user)
                          : merged.create(
                              detached,
                              was.classificationId(),
                              was.classifier(),
                              was.slot(),
                              was.status(),
                              was.createDate(),
                              was.createdBy(),
                              ctx.now(),
                              user));
      merged.moveRevisions(from, to, leaving);
      left.addAll(leaving);
      if (merged.seqs(from).isEmpty()) {
        merged.remove(from);
      } else {
        touched.add(from);
      }
      touched.add(to);
    }
    if (!left.isEmpty()) {
      merged.left(winner, left);
    }
    // A split classification may see again a revision hidden in the joined one.
    touched.forEach(archiving::restore);
    store(ctx, touched);
  }

  /** Stamps the classifications and computes their timelines again. */
  private void store(MergeContext ctx, Iterable<ClassificationRepository.Row> rows) {
    ConsolidationRule rule = records.wholeRevisionRule(ctx.entityName());
    for (ClassificationRepository.Row row : rows) {
      repository.touch(row, ctx.now(), ctx.user().userName());
      writes.rebuild(row, rule);
    }
  }
}
