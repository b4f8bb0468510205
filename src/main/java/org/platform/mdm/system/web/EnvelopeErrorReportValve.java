package org.platform.mdm.system.web;

import java.io.IOException;
import java.io.Writer;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.coyote.ActionCode;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.RequestIds;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tomcat's last word on a request it refused before the application saw it: a path it cannot decode
 * ({@code %ZZ}, {@code %00}, bytes that are not UTF-8), a request line or header over the size
 * limit. Tomcat's own valve answers those with an HTML page; this one answers the envelope, so that
 * no client ever has to parse anything else. Errors the application raises never get here: they are
 * answered by the error mapper or the {@code /error} controller first.
 */
class EnvelopeErrorReportValve extends ErrorReportValve {

  private static final Logger log = LoggerFactory.getLogger(EnvelopeErrorReportValve.class);

  private final Supplier<ErrorMapper> mapper;
  private final Supplier<ErrorResponses> responses;

  EnvelopeErrorReportValve(Supplier<ErrorMapper> mapper, Supplier<ErrorResponses> responses) {
    this.mapper = mapper;
    this.responses = responses;
  }

  @Override
  protected void report(Request request, Response response, Throwable throwable) {
    int status = response.getStatus();
    if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
      return;
    }
    AtomicBoolean ioAllowed = new AtomicBoolean(true);
    response.getCoyoteResponse().action(ActionCode.IS_IO_ALLOWED, ioAllowed);
    if (!ioAllowed.get()) {
      return;
    }
    String id = RequestIds.assign(request, response);
    Problem problem = mapper.get().problemFor(request, status, response.getMessage());
    log.debug(
        "[{}] Refused by the container: {} {} -> {} {} ({})",
        id,
        request.getMethod(),
        request.getRequestURI(),
        status,
        problem.code().code(),
        response.getMessage());
    try {
      String body = responses.get().json(request, problem);
      response.setContentType("application/json");
      response.setCharacterEncoding("UTF-8");
      Writer writer = response.getReporter();
      if (writer != null) {
        writer.write(body);
        response.finishResponse();
      }
    } catch (IOException | RuntimeException e) {
      log.debug("[{}] Could not write the error answer", id, e);
    }
  }
}
