package org.platform.mdm.system.web;

import jakarta.servlet.MultipartConfigElement;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.catalina.Container;
import org.apache.catalina.Pipeline;
import org.apache.catalina.Valve;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.tomcat.util.buf.EncodedSolidusHandling;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.StreamedUploads;
import org.platform.mdm.system.SystemSettings;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;
import org.springframework.web.multipart.MultipartHttpServletRequest;
import org.springframework.web.multipart.support.StandardServletMultipartResolver;
import org.springframework.web.servlet.DispatcherServlet;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * What the servlet container does with bad input before Spring MVC sees it: multipart bodies held
 * to the platform's body limit, and the container's own refusals answered with the envelope.
 */
@Configuration(proxyBeanMethods = false)
class ServletContainerConfiguration implements WebMvcConfigurer {

  /**
   * Multipart bodies are read by the container, not through the body-limit filter's counting
   * stream, so the same limit is given to it: one setting for every body. Replaces Spring Boot's
   * {@code spring.servlet.multipart.*} limits (1 MB per file by default, too small for a model).
   */
  @Bean
  MultipartConfigElement multipartConfigElement(Environment environment) {
    long limit = Settings.configuredValue(environment, SystemSettings.MAX_REQUEST_BODY).toBytes();
    return new MultipartConfigElement("", limit, limit, 0);
  }

  /**
   * Spring's multipart handling, except on the paths whose modules read their multipart bodies
   * themselves as streams (large-object uploads): there the body must reach the controller unread.
   * The body is parsed lazily: the dispatcher would otherwise parse it before it chooses the
   * endpoint, and a body it cannot parse would answer 400 before the endpoint's rights are checked.
   * {@link #addInterceptors} parses it right after them.
   */
  @Bean(name = DispatcherServlet.MULTIPART_RESOLVER_BEAN_NAME)
  StandardServletMultipartResolver multipartResolver(ObjectProvider<StreamedUploads> uploads) {
    Set<String> own =
        uploads
            .orderedStream()
            .flatMap(u -> u.multipartPaths().stream())
            .collect(Collectors.toSet());
    StandardServletMultipartResolver resolver =
        new StandardServletMultipartResolver() {
          @Override
          public boolean isMultipart(HttpServletRequest request) {
            return !own.contains(request.getRequestURI()) && super.isMultipart(request);
          }
        };
    resolver.setResolveLazily(true);
    return resolver;
  }

  /**
   * Parses a multipart body after every other interceptor (the rights check among them) let the
   * request through, and before the endpoint runs: a body the container cannot parse answers 400
   * {@code SYSTEM_MALFORMED_MULTIPART} whatever the endpoint reads, as it did when the dispatcher
   * parsed it first, but only to a user the endpoint accepts.
   */
  @Override
  public void addInterceptors(InterceptorRegistry registry) {
    registry
        .addInterceptor(
            new HandlerInterceptor() {
              @Override
              public boolean preHandle(
                  HttpServletRequest request, HttpServletResponse response, Object handler) {
                if (request instanceof MultipartHttpServletRequest multipart) {
                  multipart.getMultiFileMap();
                }
                return true;
              }
            })
        .order(Ordered.LOWEST_PRECEDENCE);
  }

  /**
   * An escaped slash ({@code %2F}) stays escaped in the path the application matches, so that a
   * path variable may hold a slash: external ids such as {@code INV/2024/7} are read and deleted as
   * {@code …/INV%2F2024%2F7} (the variable is decoded after matching). Tomcat refuses such paths by
   * default.
   */
  @Bean
  WebServerFactoryCustomizer<TomcatServletWebServerFactory> escapedSlashesInPaths() {
    return factory ->
        factory.addConnectorCustomizers(
            connector ->
                connector.setEncodedSolidusHandling(
                    EncodedSolidusHandling.PASS_THROUGH.getValue()));
  }

  @Bean
  EnvelopeErrorReports envelopeErrorReports(
      ObjectProvider<ErrorMapper> mapper, ObjectProvider<ErrorResponses> responses) {
    return new EnvelopeErrorReports(mapper, responses);
  }

  /**
   * Puts {@link EnvelopeErrorReportValve} in the place of Tomcat's error report valve on the host.
   * Runs after Spring Boot's own customizer, which adds a plain {@link ErrorReportValve} when stack
   * traces are hidden; that one is removed, and the host is told that ours is its error report
   * valve so that it does not add its default at start.
   */
  static final class EnvelopeErrorReports
      implements WebServerFactoryCustomizer<TomcatServletWebServerFactory>, Ordered {

    private final ObjectProvider<ErrorMapper> mapper;
    private final ObjectProvider<ErrorResponses> responses;

    EnvelopeErrorReports(
        ObjectProvider<ErrorMapper> mapper, ObjectProvider<ErrorResponses> responses) {
      this.mapper = mapper;
      this.responses = responses;
    }

    @Override
    public void customize(TomcatServletWebServerFactory factory) {
      factory.addContextCustomizers(
          context -> {
            Container parent = context.getParent();
            if (parent instanceof StandardHost host) {
              host.setErrorReportValveClass(EnvelopeErrorReportValve.class.getName());
            }
            Pipeline pipeline = parent.getPipeline();
            for (Valve valve : pipeline.getValves()) {
              if (valve instanceof ErrorReportValve) {
                pipeline.removeValve(valve);
              }
            }
            pipeline.addValve(
                new EnvelopeErrorReportValve(mapper::getObject, responses::getObject));
          });
    }

    @Override
    public int getOrder() {
      return Ordered.LOWEST_PRECEDENCE;
    }
  }
}
