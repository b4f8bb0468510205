package org.platform.mdm.workflow.engine;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.flowable.bpmn.converter.BpmnXMLConverter;
import org.flowable.bpmn.model.BpmnModel;
import org.flowable.bpmn.model.Process;
import org.flowable.validation.ProcessValidator;
import org.flowable.validation.ProcessValidatorFactory;
import org.flowable.validation.ValidationError;
import org.platform.mdm.system.Problem;
import org.platform.mdm.workflow.WorkflowErrors;

/**
 * Whether a text is a BPMN 2.0 process the engine would deploy: well-formed XML without a document
 * type (so no entity expansion and no external entity is ever read), valid against the BPMN schema,
 * converted by the engine, accepted by the engine's validator, and holding at least one executable
 * process. Each reason against it is a {@code WORKFLOW_BPMN_INVALID} problem at the given field,
 * naming the engine's message with the line or element when known. No input makes it throw.
 */
public final class BpmnCheck {

  /** The longest BPMN text taken, in characters. */
  public static final int MAX_LENGTH = 1_000_000;

  private static final XMLInputFactory FACTORY = safeFactory();
  private static final ProcessValidator VALIDATOR =
      new ProcessValidatorFactory().createDefaultProcessValidator();

  private BpmnCheck() {}

  /** A checked BPMN text: the engine's model when it has no problem. */
  public record Result(BpmnModel model, List<Problem> problems) {

    public boolean valid() {
      return problems.isEmpty();
    }

    /** The ids of the executable processes, in the order of the file. */
    public List<String> executableIds() {
      return model == null
          ? List.of()
          : model.getProcesses().stream()
              .filter(Process::isExecutable)
              .map(Process::getId)
              .toList();
    }
  }

  /** Checks {@code xml}; problems are placed at {@code field} (say {@code processes[2].bpmn}). */
  public static Result check(String field, String xml) {
    if (xml == null || xml.isBlank()) {
      return refused(field, "the file is empty");
    }
    if (xml.length() > MAX_LENGTH) {
      return refused(field, "the file is longer than " + MAX_LENGTH + " characters");
    }
    String wellFormed = wellFormed(xml);
    if (wellFormed != null) {
      return refused(field, wellFormed);
    }
    String schema = schema(xml);
    if (schema != null) {
      return refused(field, schema);
    }
    BpmnModel model;
    try {
      model = new BpmnXMLConverter().convertToBpmnModel(FACTORY.createXMLStreamReader(reader(xml)));
    } catch (Exception | StackOverflowError e) {
      return refused(field, "the engine cannot read it: " + message(e));
    }
    List<Problem> problems = new ArrayList<>();
    try {
      for (ValidationError error : VALIDATOR.validate(model)) {
        if (!error.isWarning()) {
          problems.add(problem(field, describe(error)));
        }
      }
    } catch (RuntimeException e) {
      problems.add(problem(field, "the engine cannot validate it: " + message(e)));
    }
    if (problems.isEmpty() && model.getProcesses().stream().noneMatch(Process::isExecutable)) {
      problems.add(problem(field, "it holds no executable process (isExecutable=\"true\")"));
    }
    return new Result(problems.isEmpty() ? model : null, List.copyOf(problems));
  }

  /** Reads the whole document once: null when it is well-formed and has no document type. */
  private static String wellFormed(String xml) {
    XMLStreamReader reader = null;
    try {
      reader = FACTORY.createXMLStreamReader(reader(xml));
      while (reader.hasNext()) {
        if (reader.next() == XMLStreamConstants.DTD) {
          return "a document type declaration (DOCTYPE) is not allowed" + at(reader.getLocation());
        }
      }
      return null;
    } catch (XMLStreamException e) {
      return "it is not well-formed XML: " + message(e);
    } catch (RuntimeException | StackOverflowError e) {
      return "it is not readable XML: " + message(e);
    } finally {
      close(reader);
    }
  }

  /** Validates against the BPMN 2.0 schema, as the engine's deployment does: null when valid. */
  private static String schema(String xml) {
    XMLStreamReader reader = null;
    try {
      reader = FACTORY.createXMLStreamReader(reader(xml));
      new BpmnXMLConverter().validateModel(reader);
      return null;
    } catch (Exception | StackOverflowError e) {
      return "it is not valid BPMN 2.0: " + message(e);
    } finally {
      close(reader);
    }
  }

  private static StringReader reader(String xml) {
    // A byte order mark read as a character would come before the XML declaration.
    return new StringReader(xml.charAt(0) == '\uFEFF' ? xml.substring(1) : xml);
  }

  private static String describe(ValidationError error) {
    StringBuilder text = new StringBuilder(String.valueOf(error.getDefaultDescription()));
    if (error.getActivityId() != null) {
      text.append(" (element ").append(error.getActivityId()).append(')');
    } else if (error.getProcessDefinitionId() != null) {
      text.append(" (process ").append(error.getProcessDefinitionId()).append(')');
    }
    if (error.getXmlLineNumber() > 0) {
      text.append(" at line ").append(error.getXmlLineNumber());
    }
    return text.toString();
  }

  private static String at(Location location) {
    return location == null || location.getLineNumber() < 0
        ? ""
        : " (line " + location.getLineNumber() + ")";
  }

  /** The innermost message of a failure, one line, without the parser's location prefix noise. */
  private static String message(Throwable e) {
    Throwable cause = e;
    String text = null;
    while (cause != null) {
      if (cause.getMessage() != null && !cause.getMessage().isBlank()) {
        text = cause.getMessage();
      }
      if (cause.getCause() == cause) {
        break;
      }
      cause = cause.getCause();
    }
    if (text == null) {
      return e.getClass().getSimpleName();
    }
    String line = text.replaceAll("\\s+", " ").replace('\0', ' ').trim();
    return line.length() > 500 ? line.substring(0, 500) + "…" : line;
  }

  private static Result refused(String field, String reason) {
    return new Result(null, List.of(problem(field, reason)));
  }

  private static Problem problem(String field, String reason) {
    return Problem.at(field, WorkflowErrors.WORKFLOW_BPMN_INVALID, reason);
  }

  private static void close(XMLStreamReader reader) {
    if (reader != null) {
      try {
        reader.close();
      } catch (XMLStreamException e) {
        // nothing was held open
      }
    }
  }

  private static XMLInputFactory safeFactory() {
    XMLInputFactory factory = XMLInputFactory.newFactory();
    factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
    factory.setXMLResolver(
        (publicId, systemId, baseUri, namespace) -> {
          throw new XMLStreamException("external entities are not read: " + systemId);
        });
    return factory;
  }
}
