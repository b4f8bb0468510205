package org.platform.mdm.system.web;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.platform.mdm.system.BodyChecks;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs {@link BodyChecks} on every JSON body a controller reads, before it reads it: a NUL
 * character anywhere answers 400 naming the field, and so does a field that the body's documented
 * shape does not name. A body bound to a record is held to that record by Jackson (unknown
 * properties fail); a body read as a tree is held to the record its operation documents
 * ({@code @io.swagger.v3.oas.annotations.parameters.RequestBody(content = @Content(schema
 * = @Schema(implementation = ...)))}), so that what the document shows is what the server accepts.
 *
 * <p>A NUL is looked for in the body as sent, before it is bound: bound to a typed field it would
 * be gone from what the controller reads ("1" followed by a NUL read as the number 1, "RUNNING"
 * followed by one as the enum's constant: Jackson trims control characters), or hidden behind the
 * first binding error.
 */
@ControllerAdvice
class BodyCheckAdvice extends RequestBodyAdviceAdapter {

  private final JsonMapper json;

  BodyCheckAdvice(JsonMapper json) {
    this.json = json;
  }

  @Override
  public boolean supports(
      MethodParameter parameter,
      Type targetType,
      Class<? extends HttpMessageConverter<?>> converterType) {
    return true;
  }

  @Override
  public HttpInputMessage beforeBodyRead(
      HttpInputMessage inputMessage,
      MethodParameter parameter,
      Type targetType,
      Class<? extends HttpMessageConverter<?>> converterType)
      throws IOException {
    byte[] bytes = inputMessage.getBody().readAllBytes();
    if (mayHoldNul(bytes)) {
      JsonNode tree;
      try {
        tree = json.readTree(bytes);
      } catch (RuntimeException notJson) {
        tree = null; // the converter reads it again and answers what is wrong with it
      }
      if (tree != null) {
        PlatformException.throwIfAny(BodyChecks.nulCharacters(tree, ""));
      }
    }
    return new HttpInputMessage() {
      @Override
      public InputStream getBody() {
        return new ByteArrayInputStream(bytes);
      }

      @Override
      public HttpHeaders getHeaders() {
        return inputMessage.getHeaders();
      }
    };
  }

  /**
   * Whether the JSON text may hold a NUL: JSON sends one only as the escape of a backslash, "u" and
   * four zeros (a raw control character in a string is not JSON).
   */
  static boolean mayHoldNul(byte[] bytes) {
    return new String(bytes, StandardCharsets.ISO_8859_1).contains("u0000");
  }

  @Override
  public Object afterBodyRead(
      Object body,
      HttpInputMessage inputMessage,
      MethodParameter parameter,
      Type targetType,
      Class<? extends HttpMessageConverter<?>> converterType) {
    JsonNode tree = body instanceof JsonNode node ? node : json.valueToTree(body);
    List<Problem> problems = new ArrayList<>(BodyChecks.nulCharacters(tree, ""));
    if (body instanceof JsonNode node) {
      problems.addAll(BodyChecks.unknownFields(node, BodyChecks.documentedShape(parameter)));
    }
    PlatformException.throwIfAny(problems);
    return body;
  }
}
