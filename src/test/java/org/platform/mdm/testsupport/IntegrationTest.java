package org.platform.mdm.testsupport;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.platform.mdm.MdmApplication;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * A test against the whole server on a random port and a real embedded PostgreSQL in a fresh
 * directory. All tests with this annotation share one server (Spring's context cache), so each test
 * makes its own users and roles with unique names.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(
    classes = MdmApplication.class,
    webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = {
      "org.platform.mdm.system.data.dir=target/test-data/${random.uuid}",
      "org.platform.mdm.system.embedded-db.durable=false",
      "org.platform.mdm.core.admin.password=" + IntegrationTest.ADMIN_PASSWORD,
      // Every test logs in from this one address, and many fail a login on purpose: the address
      // slow-down is for an attacker, not for the suite (LoginProtectionTest sets its own).
      "org.platform.mdm.core.login.address-slow-after=1000000"
    })
public @interface IntegrationTest {
  String ADMIN_PASSWORD = "admin-password-for-tests";
}
