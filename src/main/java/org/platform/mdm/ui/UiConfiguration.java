package org.platform.mdm.ui;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.Resource;
import org.springframework.http.CacheControl;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.ViewControllerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.resource.PathResourceResolver;

/**
 * Where the UI's files are served: {@code /ui/assets/**} (names carry a hash of their content, so
 * browsers keep them for a year) and every other {@code /ui} path, which is {@code index.html} when
 * it names no file (a page the application routes itself) and is never cached, so a new build
 * reaches the browser at once.
 */
@Configuration(proxyBeanMethods = false)
class UiConfiguration implements WebMvcConfigurer {

  static final String ROOT = "/ui/";
  private static final String FILES = "classpath:/static/ui/";

  @Override
  public void addViewControllers(ViewControllerRegistry registry) {
    registry.addRedirectViewController("/", ROOT);
    registry.addRedirectViewController("/ui", ROOT);
    // A resource handler takes no empty path: the application's root is its index.html.
    registry.addViewController(ROOT).setViewName("forward:" + ROOT + "index.html");
  }

  @Override
  public void addResourceHandlers(ResourceHandlerRegistry registry) {
    registry
        .addResourceHandler(ROOT + "assets/**")
        .addResourceLocations(FILES + "assets/")
        .setCacheControl(CacheControl.maxAge(365, TimeUnit.DAYS).cachePublic().immutable());
    registry
        .addResourceHandler(ROOT + "**")
        .addResourceLocations(FILES)
        .setCacheControl(CacheControl.noCache())
        .resourceChain(true)
        .addResolver(new PagesResolver());
  }

  /** A file when there is one; {@code index.html} for a path without a file extension. */
  private static final class PagesResolver extends PathResourceResolver {
    @Override
    protected Resource getResource(String path, Resource location) throws IOException {
      Resource file = super.getResource(path, location);
      if (file != null) {
        return file;
      }
      String last = path.substring(path.lastIndexOf('/') + 1);
      return last.contains(".") ? null : super.getResource("index.html", location);
    }
  }
}
