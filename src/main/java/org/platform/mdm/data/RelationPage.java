package org.platform.mdm.data;

import java.util.List;

/** A page of link periods and how many match the query in all. */
public record RelationPage(int totalCount, List<RelationView> relations) {}
