/**
 * Bulk operations module ({@code org.platform.mdm.bulk}): work on many records at once, run as
 * background operations with their progress: a search's selection exported to a spreadsheet (XLSX,
 * a sheet of the records, a sheet per relation starting at their register and per classifier
 * assigned to it, and a metadata sheet naming them) or to CSV, deleted, re-matched or re-indexed
 * ({@code POST /api/v2/bulk-operations/execute}); and files loaded ({@code POST
 * /api/v2/core/import-data}: CSV, NDJSON or XLSX). Each needs the rights on the records that the
 * same work one record at a time needs; without them the request is refused (403) naming the user
 * and the operation.
 */
package org.platform.mdm.bulk;
