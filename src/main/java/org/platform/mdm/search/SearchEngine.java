package org.platform.mdm.search;

import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.EtalonId;

/**
 * Where search documents are kept and queried. The PostgreSQL engine writes in the caller's
 * transaction; another engine (OpenSearch) can take its place without changing the callers.
 */
public interface SearchEngine {

  /**
   * Replaces the documents of records, or adds the first ones of new records.
   *
   * @param replaced the records whose documents are replaced (a record without new documents has
   *     none afterwards); records new to the engine need not be named
   */
  void index(Collection<EtalonId> replaced, List<SearchDocument> documents);

  /**
   * Marks the current transaction as a rebuild: what the engine keeps beside the documents is
   * written again for every record indexed in it, even where the documents are unchanged (a rebuild
   * mends what a write would take as still true).
   */
  void rebuilding();

  /** Removes every document of these records. */
  void remove(Collection<EtalonId> etalonIds);

  /**
   * Takes in where these records are classified now (their classifications, or the tree above their
   * nodes, changed), for searches "classified under a node".
   */
  void reclassified(Collection<EtalonId> etalonIds);

  /** The records that were, are or will be classified under the node, as the engine knows them. */
  List<EtalonId> classifiedUnder(UUID nodeId);

  /** These records' quality errors are now {@code marks} (a record without one has none). */
  void qualityMarked(Collection<EtalonId> etalonIds, List<QualityMark> marks);

  /** Removes the quality errors of every record of an entity. */
  void qualityUnmarked(String entityName);

  SearchResult search(SearchQuery query);

  /**
   * Writes the etalon ids of every match, numbered from 1 in the query's order, as the selection of
   * a run (table {@code record_selections}); the query's paging is ignored.
   *
   * @return how many records are selected
   */
  long select(SearchQuery query, long executionId);

  /** How many records of the entity have documents. */
  long count(String entityName);
}
