package org.platform.mdm;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

@SpringBootApplication
public class MdmApplication {
  public static void main(String[] args) {
    SpringApplication.run(MdmApplication.class, args);
  }
}
