/**
 * Data quality module (REST under {@code /api/v2/dq}, issue 48): quality functions with named,
 * typed ports, rules that apply them to records' attributes to validate or enrich, rule sets
 * assigned to registers, edited in {@code quality-model} drafts. So far only the spec's system
 * function {@link org.platform.mdm.dq.function.DateInRange} is here.
 */
package org.platform.mdm.dq;
