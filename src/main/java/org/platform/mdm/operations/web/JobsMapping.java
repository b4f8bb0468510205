package org.platform.mdm.operations.web;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.operations.DefinitionView;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.JobDefinition;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.OperationsErrors;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.StartAfter;
import org.platform.mdm.operations.StepView;
import org.platform.mdm.operations.definition.DefinitionFiles;
import org.platform.mdm.operations.web.JobsRO.DefinitionInRO;
import org.platform.mdm.operations.web.JobsRO.DefinitionRO;
import org.platform.mdm.operations.web.JobsRO.DescriptorRO;
import org.platform.mdm.operations.web.JobsRO.ExecutionRO;
import org.platform.mdm.operations.web.JobsRO.FailureRO;
import org.platform.mdm.operations.web.JobsRO.FileDefinitionRO;
import org.platform.mdm.operations.web.JobsRO.FileStartAfterRO;
import org.platform.mdm.operations.web.JobsRO.ParameterRO;
import org.platform.mdm.operations.web.JobsRO.SelectorValueRO;
import org.platform.mdm.operations.web.JobsRO.StartAfterRO;
import org.platform.mdm.operations.web.JobsRO.StepRO;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Between the operations' domain and the bodies of their REST module. */
@Component
class JobsMapping {

  private final Clock clock;
  private final JsonMapper json;

  JobsMapping(Clock clock, JsonMapper json) {
    this.clock = clock;
    this.json = json;
  }

  ExecutionRO execution(ExecutionView v) {
    OffsetDateTime now = OffsetDateTime.now(clock);
    return new ExecutionRO(
        v.id(),
        v.definitionId(),
        v.jobName(),
        v.status(),
        v.startedBy(),
        tree(v.parameters()),
        v.createDate(),
        v.startTime(),
        v.endTime(),
        v.total(),
        v.processed(),
        v.failedItems(),
        v.percent(),
        v.rate(now),
        v.etaSeconds(now),
        v.exitMessage(),
        v.attempts(),
        v.node(),
        v.scheduledFor(),
        v.restartable());
  }

  StepRO step(StepView s) {
    return new StepRO(
        s.id(),
        s.name(),
        s.status(),
        s.startTime(),
        s.endTime(),
        s.total(),
        s.processed(),
        s.failedItems(),
        s.checkpoint(),
        s.exitMessage(),
        s.failures().stream().map(f -> new FailureRO(f.item(), f.reason(), f.at())).toList());
  }

  DefinitionRO definition(DefinitionView v, ExecutionView last) {
    JobDefinition d = v.definition();
    return new DefinitionRO(
        v.id(),
        d.name(),
        d.jobName(),
        d.description(),
        d.enabled(),
        d.cronExpression(),
        d.tags(),
        tree(d.parameters()),
        d.startAfter() == null
            ? null
            : new StartAfterRO(d.startAfter().definitionId(), d.startAfter().status()),
        v.version(),
        v.createdBy(),
        v.createDate(),
        v.updatedBy(),
        v.updateDate(),
        last == null ? null : execution(last));
  }

  /** The definition of an upsert; one without is a bad request, not a failure of the server. */
  JobDefinition definitionOf(DefinitionInRO in) {
    if (in == null) {
      throw new PlatformException(
          List.of(Problem.at("definition", OperationsErrors.JOB_FIELD_REQUIRED, "definition")));
    }
    return new JobDefinition(
        in.name(),
        in.jobName(),
        in.description(),
        in.enabled(),
        in.cronExpression(),
        in.tags(),
        values(in.parameters()),
        in.startAfter() == null
            ? null
            : new StartAfter(in.startAfter().definitionId(), in.startAfter().status()));
  }

  FileDefinitionRO file(DefinitionFiles.Entry e) {
    JobDefinition d = e.definition();
    return new FileDefinitionRO(
        d.name(),
        d.jobName(),
        d.description(),
        d.enabled(),
        d.cronExpression(),
        d.tags(),
        tree(d.parameters()),
        e.startAfterName() == null
            ? null
            : new FileStartAfterRO(e.startAfterName(), e.startAfterStatus()));
  }

  DefinitionFiles.Entry entry(FileDefinitionRO f) {
    if (f == null) {
      return null;
    }
    return new DefinitionFiles.Entry(
        new JobDefinition(
            f.name(),
            f.jobName(),
            f.description(),
            f.enabled(),
            f.cronExpression(),
            f.tags(),
            values(f.parameters()),
            null),
        f.startAfter() == null ? null : f.startAfter().definitionName(),
        f.startAfter() == null ? null : f.startAfter().status());
  }

  DescriptorRO descriptor(OperationType type) {
    return new DescriptorRO(
        type.name(),
        type.displayName(),
        type.description(),
        type.parameters().stream().map(this::parameter).toList());
  }

  private ParameterRO parameter(ParameterDescriptor d) {
    return new ParameterRO(
        d.name(),
        d.displayName(),
        d.description(),
        d.type().name(),
        d.kind().name(),
        d.required(),
        d.hidden(),
        d.readOnly(),
        d.defaultValue() == null ? null : json.valueToTree(d.defaultValue()),
        d.selector() == null
            ? null
            : d.selector().values().entrySet().stream()
                .map(e -> new SelectorValueRO(e.getKey(), e.getValue()))
                .toList());
  }

  private Map<String, JsonNode> tree(Map<String, Object> values) {
    Map<String, JsonNode> tree = new LinkedHashMap<>();
    values.forEach((name, value) -> tree.put(name, json.valueToTree(value)));
    return tree;
  }

  private Map<String, Object> values(Map<String, JsonNode> tree) {
    Map<String, Object> values = new LinkedHashMap<>();
    if (tree != null) {
      tree.forEach(
          (name, value) ->
              values.put(name, value == null ? null : json.treeToValue(value, Object.class)));
    }
    return values;
  }
}
