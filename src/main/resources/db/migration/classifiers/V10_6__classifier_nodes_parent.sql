-- A node's children by its id alone (issue 21): the subtree a search "classified under a node"
-- reads, and the cascade of a node's removal, walked the tree level by level with a scan of the
-- whole table at each level (classifier_nodes_level leads with the classifier and version).
create index classifier_nodes_parent on classifier_nodes (parent_id);
