/**
 * Search module: finds golden records by attribute filters, by text (English and Russian stemming,
 * accents ignored, Cyrillic and Latin finding each other), fuzzily, at any validity date. The index
 * is written in the transaction that stores a record's timeline (through the data module's {@code
 * GoldenRecordListener}), so a record is findable as soon as its write returns. The engine sits
 * behind {@link org.platform.mdm.search.SearchEngine}; PostgreSQL is the default one. Where records
 * are classified (the classifiers module says it through {@link
 * org.platform.mdm.search.ClassifiedRecords} and {@link org.platform.mdm.search.ClassifiedIndex})
 * is kept beside the documents, cut to their intervals, so that "classified under a node" is
 * counted and paged from one index.
 *
 * <p>This package is the module's one public face: what other modules use of it (the run selections
 * {@code RecordSelection} and {@code Selections}, {@code ClassifiedRecords} and {@code
 * ClassifiedIndex}, {@code Transliteration}, {@code SearchErrors}) and what the rooms share: the
 * engine's interface and what passes through it ({@code SearchEngine}, {@code SearchDocument},
 * {@code SearchQuery}, {@code SearchFilter}, {@code SearchOperator}, {@code SearchResult}, {@code
 * EditDistance}), the searchable attributes and their values ({@code SearchableAttributes}, {@code
 * SearchValues}) and the settings. The code lives in rooms, sub-packages no other module may use
 * ({@code ModularityTest}), which depend on each other one way ({@code RoomsTest}): {@code index}
 * (a golden record's documents, made and handed to the engine in the write's transaction) at the
 * bottom; on it, each on its own, {@code query} (a search request read and checked into a query,
 * asked of the engine, answered), {@code reindex} (the rebuilds asked for and the background
 * operations that carry them out, their SQL in {@code ReindexRepository}) and {@code engine} (the
 * PostgreSQL engine: its statements, filters, text tiers, typos and facets, and the documents'
 * writes, words, typo dictionary and classified rows); {@code web} on top.
 */
@Rooms({"web", "query, reindex, engine", "index"})
package org.platform.mdm.search;

import org.platform.mdm.system.Rooms;
