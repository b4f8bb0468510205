/**
 * Data quality module (REST under {@code /api/v2/dq}, issue 48): quality functions with named,
 * typed ports, rules that apply them to records' attributes to validate or enrich, rule sets
 * assigned to registers, edited in {@code quality-model} drafts. So far the system functions (the
 * spec's {@link org.platform.mdm.dq.function.DateInRange} among them), the quality model's checks,
 * the rule runner and the functions' REST API (listed with their ports, called on values) are here.
 *
 * <p>This package is the module's face: its error codes ({@code DqErrors}). The code lives in rooms
 * that depend on each other one way ({@code RoomsTest}): {@code function} (functions, their ports,
 * checked calls, the system functions) at the bottom; {@code model} (the quality model, its rules
 * and sets, and their checks against the data model) on it; {@code check} (rules run on a record's
 * values) on those; {@code web} (the REST endpoints and their wire records) on top.
 */
@Rooms({"web", "check", "model", "function"})
package org.platform.mdm.dq;

import org.platform.mdm.system.Rooms;
