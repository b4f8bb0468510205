/**
 * Data module ({@code org.platform.mdm.data}): records of registers and reference sets — origins
 * per source system, etalons per validity period, their history. So far it contributes the {@code
 * record} draft type and the documentation groups of its two REST APIs ({@code /api/v2/data},
 * {@code /api/meta-data-driven/v1}); record storage, timelines and record publication come with the
 * records work.
 */
package org.platform.mdm.data;
