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
 */
package org.platform.mdm.search;
