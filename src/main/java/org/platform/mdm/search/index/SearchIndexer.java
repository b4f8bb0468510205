package org.platform.mdm.search.index;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.platform.mdm.core.SecurityLabelService;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.GoldenRecordListener;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.search.SearchDocument;
import org.platform.mdm.search.SearchEngine;
import org.platform.mdm.search.SearchSettings;
import org.springframework.stereotype.Component;

/** Keeps the search documents in step with every stored timeline, in its transaction. */
@Component
class SearchIndexer implements GoldenRecordListener {

  private final SearchEngine engine;
  private final SearchDocuments documents;
  private final DataModelService models;
  private final SearchSettings settings;
  private final SecurityLabelService labels;

  SearchIndexer(
      SearchEngine engine,
      SearchDocuments documents,
      DataModelService models,
      SearchSettings settings,
      SecurityLabelService labels) {
    this.engine = engine;
    this.documents = documents;
    this.models = models;
    this.settings = settings;
    this.labels = labels;
  }

  @Override
  public void stored(List<GoldenRecord> records) {
    if (!settings.indexEnabled()) {
      return;
    }
    DataModel model = models.published().model();
    List<SearchDocument> docs = new ArrayList<>();
    List<EtalonId> ids = new ArrayList<>(records.size());
    Map<String, List<String>> labelled =
        labels.attributesOf(
            records.stream().map(GoldenRecord::entityName).collect(Collectors.toSet()));
    for (GoldenRecord r : records) {
      if (!r.created()) {
        ids.add(r.etalonId()); // a created record has no documents to replace
      }
      docs.addAll(documents.of(model, r, labelled.getOrDefault(r.entityName(), List.of())));
    }
    engine.index(ids, docs);
  }

  /**
   * A rebuild: the documents' derived rows are written again even where documents are unchanged.
   */
  @Override
  public void retold(List<GoldenRecord> records) {
    if (settings.indexEnabled()) {
      engine.rebuilding();
    }
    stored(records);
  }

  @Override
  public void removed(Collection<EtalonId> etalonIds) {
    if (settings.indexEnabled()) {
      engine.remove(etalonIds);
    }
  }
}
