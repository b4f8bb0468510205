/**
 * Classifiers module (the spec's id {@code com.platform.mdm.classifiers}; its REST module {@code
 * com.platform.mdm.rest.v1.classifiers} under {@code /api/v1/classifiers}): category trees records
 * are placed in. A classifier has versions, one of them the default; each version holds a tree of
 * nodes (depth up to 10, at most 30 attributes per node, inheritable attributes passed to every
 * node below). Classifiers change only through drafts: {@code classifier-model} (the classifier and
 * the registers and reference sets it is assigned to), {@code classifier-version} (a version; a new
 * one starts as a copy of the default version's tree) and {@code classifier-node} (a node added,
 * changed, renamed keeping its id, moved with everything below it, or removed with everything below
 * it, never the root). The nodes of a version are searched by name, code or display name through a
 * trigram index; a classifier is exported as one JSON document with every version's whole tree.
 * Each classifier is a security resource of category CLASSIFIER.
 */
package org.platform.mdm.classifiers;
