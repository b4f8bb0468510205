/**
 * Data governance module ({@code org.platform.dg.data} in the spec; REST under {@code /api/v1/dg},
 * issue 50): assets (databases, schemas, tables, columns, reports, business terms) as records of
 * asset types, found by crawlers in information systems or written by people, browsed as a catalog,
 * linked to the business layer, with a history of their own.
 *
 * <p>Asset types are registers of the data model carrying an {@code assetType} facet (the parent
 * type, the colour of the graph); assets are their records, written through the record pipelines,
 * so drafts, timelines, history and search come with them. The module keeps its own index of the
 * asset graph (nodes and links) in the transaction of every write, which the catalog, relations,
 * has-relations and lineage read.
 *
 * <p>This package is the module's face: its errors ({@code DgErrors}) and {@code PlatformAssets}
 * (the tables and columns that stand for this platform's own registers, for the profiles). The code
 * lives in rooms that depend on each other one way ({@code RoomsTest}): {@code crawl} (the crawler
 * SPI and the built-in PostgreSQL, JDBC and platform-model crawlers) at the bottom; {@code model}
 * (the source-systems model: information systems, connections with their secrets sealed, crawler
 * instances; the standard asset types and their installation; the asset types waiting for a reindex
 * after a change, and the reindex operation {@code dgAssetsReindexJob}) on it; {@code asset} (asset
 * writes and reads through the record pipelines, the index of the asset graph) on those; {@code
 * catalog} (relations, the catalog's next level, has-relations, lineage, search) and {@code
 * history} (the asset history pipeline: an asset's events computed from its record's history, each
 * write a transition with the attributes it changed) on it; {@code scan} (scans as background
 * operations, cleaning a crawler instance) on those; {@code web} on top.
 */
@Rooms({"web", "scan", "catalog, history", "asset", "model", "crawl"})
package org.platform.mdm.dg;

import org.platform.mdm.system.Rooms;
