/**
 * Data module ({@code org.platform.mdm.data}): records of registers and reference sets. An origin
 * is one source system's version of an object (external key → origin), with append-only revisions
 * that each carry a validity period; an etalon (golden record) groups origins. Every write locks
 * the etalon, appends a revision and rebuilds the etalon's stored timeline (maximal intervals of a
 * constant set of contributors, golden values by BVR or BVT) in the same transaction. Reads answer
 * the interval at a date, as known now or at an earlier moment (from the origins the record held
 * then). Records merge (origins join a winner, links follow) and unmerge (every merge keeps its
 * inverse); every move of an origin is kept, so a record's history lists each write, delete, link
 * and merge. Operations run as pipelines other modules can extend; bulk loads go through COPY in
 * batches whose transaction also records where in the kept upload the batch ended, so a load that
 * stops goes on from there (resumed by a user, or by itself when no node holds it). The module also
 * provides {@code record} drafts. REST: the meta-data-driven API ({@code
 * /api/meta-data-driven/v1/data}) and data API v2 ({@code /api/v2/data}).
 *
 * <p>This package is the module's one public face: what other modules use of it (the record and
 * merge services, the pipeline ids, the read-only views their steps have of a pipeline's context,
 * the listener and contributor interfaces, the ids, requests and views they pass). The working
 * state the module's own steps change stays in the rooms ({@code record.RecordWork}, {@code
 * merge.MergeWork}). The code lives in rooms, sub-packages no other module may use ({@code
 * ModularityTest}), which depend on each other one way ({@code RoomsTest}, {@code DataRoomsTest}):
 * {@code record} (etalons, origins, revisions, timelines, the single record pipelines, reads) at
 * the bottom; {@code relation} (links) on it; {@code merge}, {@code history}, {@code load} (bulk
 * loads and batches) and {@code draft} (record and relation drafts) on those; {@code web} on top.
 */
@Rooms({"web", "load, merge, history, draft, archive", "relation", "record"})
package org.platform.mdm.data;

import org.platform.mdm.system.Rooms;
