/**
 * Records, the lowest room of the data module: etalons and origins ({@link
 * org.platform.mdm.data.record.RecordRepository}), their append-only revisions ({@link
 * org.platform.mdm.data.record.RevisionRepository}), the stored timelines ({@link
 * org.platform.mdm.data.record.TimelineRepository}), the timeline calculator and consolidation by
 * BVR or BVT ({@link org.platform.mdm.data.record.TimelineCalculator}), the value rules of a write,
 * the steps of the single record pipelines (write, read, delete, restore: {@link
 * org.platform.mdm.data.record.RecordOperations}) with the working state they carry ({@link
 * org.platform.mdm.data.record.RecordWork}) and their runs ({@link
 * org.platform.mdm.data.record.RecordRuns}), and the views reads answer. It depends on no other
 * room: what its steps need of the rooms above is an interface of its own that they implement
 * ({@link org.platform.mdm.data.record.RecordLinks} in {@code relation}, {@link
 * org.platform.mdm.data.record.MergedRecords} in {@code merge}, {@link
 * org.platform.mdm.data.record.HistoricOrigins} in {@code history}).
 */
package org.platform.mdm.data.record;
