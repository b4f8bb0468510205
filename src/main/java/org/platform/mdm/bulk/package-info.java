/**
 * Bulk operations module ({@code org.platform.mdm.bulk}): work on many records at once, run as
 * background operations with their progress: a search's selection exported to a spreadsheet (XLSX,
 * a sheet of the records, a sheet per relation starting at their register and per classifier
 * assigned to it, and a metadata sheet naming them) or to CSV, deleted, re-matched or re-indexed
 * ({@code POST /api/v2/bulk-operations/execute}); and files loaded ({@code POST
 * /api/v2/core/import-data}: CSV, NDJSON or XLSX). Each needs the rights on the records that the
 * same work one record at a time needs; without them the request is refused (403) naming the user
 * and the operation.
 *
 * <p>This package is the module's face: the services the REST layer calls ({@link
 * org.platform.mdm.bulk.BulkOperations}, {@link org.platform.mdm.bulk.BulkImports}, {@link
 * org.platform.mdm.bulk.ImportTemplates}), the settings and errors, and what the rooms share (the
 * kept files, {@link org.platform.mdm.bulk.BulkFiles}, and the row writes that fail alone, {@link
 * org.platform.mdm.bulk.RowWrites}). The code lives in rooms that depend on each other one way
 * ({@code RoomsTest}): {@code format} (the files' columns, the XLSX and CSV writers, the
 * spreadsheet reader and its sheet plans) at the bottom; {@code load} (the {@code importDataJob}
 * operation, the bulk load it follows, the rows it writes alone), {@code export} and {@code delete}
 * (the operations of those names) on it; {@code web} (the REST layer) and {@code notice} (the
 * notices of a run's end) on top.
 */
@Rooms({"web, notice", "load, export, delete", "format"})
package org.platform.mdm.bulk;

import org.platform.mdm.system.Rooms;
