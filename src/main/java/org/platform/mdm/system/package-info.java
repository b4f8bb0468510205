/**
 * System infrastructure shared by every module (module id {@code org.platform.mdm.system}): the
 * response envelope ({@link org.platform.mdm.system.Details}), stable error codes and the one error
 * mapper that turns them into HTTP answers, the settings registry with run-time editable
 * parameters, the embedded PostgreSQL used when no external database is configured, request ids and
 * the per-module API documentation. It depends on no other module.
 */
package org.platform.mdm.system;
