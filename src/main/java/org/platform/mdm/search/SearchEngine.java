package org.platform.mdm.search;

import java.util.Collection;
import java.util.List;
import org.platform.mdm.data.EtalonId;

/**
 * Where search documents are kept and queried. The PostgreSQL engine writes in the caller's
 * transaction; another engine (OpenSearch) can take its place without changing the callers.
 */
public interface SearchEngine {

  /**
   * Replaces every document of the records these documents belong to.
   *
   * @param etalonIds the records replaced (a record without documents left has none afterwards)
   */
  void index(Collection<EtalonId> etalonIds, List<SearchDocument> documents);

  /** Removes every document of these records. */
  void remove(Collection<EtalonId> etalonIds);

  SearchResult search(SearchQuery query);

  /** How many records of the entity have documents. */
  long count(String entityName);
}
