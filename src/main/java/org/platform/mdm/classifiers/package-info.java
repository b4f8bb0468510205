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
 * Each classifier is a security resource of category CLASSIFIER. A record is classified by its
 * writes (a node of a classifier assigned to its entity, with the node's attribute values), with a
 * timeline of its own computed like the record's.
 *
 * <p>Other modules meet this one through interfaces of theirs it implements (draft providers,
 * record pipeline points, history, payload and notification parts, model change guards); the one
 * type of this module another uses is {@code StoredClassificationValues}, the rewrite of stored
 * node values a depersonalization in place asks for. This package, the face, holds the error codes
 * and what the rooms share: the classifier, version and node as drafts hold them ({@code
 * ClassifierModel}, {@code ClassifierVersionModel}, {@code ClassifierNodeModel}), the published
 * node and views, node attributes, the rules of names and of a tree ({@code ClassifierNames},
 * {@code ClassifierTree}), and {@code NodeClassifications}, what the tree's publication asks of the
 * classifications. The code lives in rooms, which depend on each other one way ({@code RoomsTest}):
 * {@code tree} (classifiers, versions and nodes as stored: their repositories, reads and searches)
 * at the bottom; {@code publish} (the writes of classifiers, versions and nodes, from drafts or an
 * imported document) on it; {@code draft} (the three draft providers and the saves into drafts) and
 * {@code classification} (records placed into nodes: checks, writes, timelines, merges, history,
 * drafts) on those; {@code web} (controllers and the API's schema) on top.
 */
@Rooms({"web", "classification, draft", "publish", "tree"})
package org.platform.mdm.classifiers;

import org.platform.mdm.system.Rooms;
