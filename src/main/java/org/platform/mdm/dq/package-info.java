/**
 * Data quality module (REST under {@code /api/v2/dq}, issue 48): quality functions with named,
 * typed ports, rules that apply them to records' attributes to validate or enrich, rule sets
 * assigned to registers, edited in {@code quality-model} drafts.
 *
 * <p>This package is the module's face: its error codes. The code lives in rooms that depend on
 * each other one way ({@code RoomsTest}): {@code function} (ports, the shipped functions, among
 * them the spec's {@link org.platform.mdm.dq.function.DateInRange} and those reading the data model
 * and reference sets, the {@code FunctionCatalog} of them, checked calls) at the bottom; {@code
 * model} (the quality model: composite functions, rules, sets, assignments, and its checks) on it;
 * {@code check} (the rule runner applying a model to a record's values) on top.
 */
@Rooms({"check", "model", "function"})
package org.platform.mdm.dq;

import org.platform.mdm.system.Rooms;
