/**
 * Relations: the links between records, with timelines of their own computed like a record's. A
 * record write's links are checked and written here ({@link
 * org.platform.mdm.data.relation.RelationOperations}, plugged into the record pipelines through
 * {@link org.platform.mdm.data.record.RecordLinks}), a record's delete, restore or physical delete
 * cascades to the records it CONTAINS, and reads answer the links in force at an instant or every
 * period, REFERENCES reduced to one target at a time. Depends on {@code record} only.
 */
package org.platform.mdm.data.relation;
