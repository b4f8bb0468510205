/**
 * The REST side of the data module: the meta-data-driven record API ({@code
 * /api/meta-data-driven/v1/data}) and data API v2 ({@code /api/v2/data}: the atomic get, timelines,
 * origins, history, relations, merges and bulk loads), their wire shapes and documentation groups.
 * Controllers call the module's services in the top-level package and, for bulk loads, {@code
 * load}; no room depends on this one.
 */
package org.platform.mdm.data.web;
