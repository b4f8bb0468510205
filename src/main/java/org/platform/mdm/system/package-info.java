/**
 * System infrastructure shared by every module (module id {@code org.platform.mdm.system}): the
 * response envelope ({@link org.platform.mdm.system.Details}), stable error codes and the one error
 * mapper that turns them into HTTP answers, the settings registry with run-time editable
 * parameters, the embedded PostgreSQL used when no external database is configured, request ids and
 * the per-module API documentation. It depends on no other module.
 *
 * <p>Every module uses this one, so most of it is its public face: the envelope, problems, error
 * codes and kinds and their texts, the settings registry and its definitions, pipelines, API
 * modules and documents, request ids, JSON dates, duplicate keys, the platform key and the other
 * shared pieces stay in this package because other modules use them ({@code ModularityTest}); a few
 * that no other module names stay because a face type shows them ({@code SettingSource}, {@code
 * Wording}, {@code ErrorResponse}) or the platform's wiring names them ({@code
 * SystemConfiguration}, {@code PlatformMessageSource}, {@code InapplicableWarnings} in the logging
 * configuration). The rest lives in rooms, sub-packages no other module may use, which depend on
 * each other one way ({@code RoomsTest}): {@code apidoc} (the controller serving the API documents
 * and the schemas they describe the wire records with), {@code db} (the embedded PostgreSQL and the
 * extension schema) and {@code setting} (the store of the settings' run-time values) at the bottom;
 * {@code web} (the error mapper, the request filters, the servlet container) on top.
 */
@Rooms({"web", "apidoc, db, setting"})
package org.platform.mdm.system;
