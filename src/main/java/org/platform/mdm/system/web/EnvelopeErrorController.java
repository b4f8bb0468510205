package org.platform.mdm.system.web;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.platform.mdm.system.ErrorResponse;
import org.platform.mdm.system.PublicEndpoint;
import org.platform.mdm.system.RequestIds;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Replaces Spring Boot's default {@code /error} answer so that errors raised outside Spring MVC (in
 * the servlet container or a filter) also carry the envelope.
 */
@RestController
@PublicEndpoint
class EnvelopeErrorController implements ErrorController {

  private final ErrorMapper mapper;

  EnvelopeErrorController(ErrorMapper mapper) {
    this.mapper = mapper;
  }

  @RequestMapping("${server.error.path:/error}")
  ResponseEntity<ErrorResponse> error(HttpServletRequest request, HttpServletResponse response) {
    RequestIds.assign(request, response);
    Object status = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
    Object cause = request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
    int code = status instanceof Integer i ? i : 500;
    return mapper.status(
        request, HttpStatusCode.valueOf(code), cause instanceof Throwable t ? t : null);
  }
}
