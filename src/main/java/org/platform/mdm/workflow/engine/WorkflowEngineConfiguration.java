package org.platform.mdm.workflow.engine;

import java.util.Map;
import javax.sql.DataSource;
import org.flowable.common.engine.impl.persistence.StrongUuidGenerator;
import org.flowable.engine.ProcessEngine;
import org.flowable.spring.SpringProcessEngineConfiguration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The embedded BPMN engine (Flowable): on the platform's own database and transactions, so a
 * process starts, advances and ends in the same transaction as the draft it is about. Its tables
 * live in the schema {@value #SCHEMA}; the engine makes and upgrades them when the platform starts
 * (see {@link #build}). Expressions in a process see only the beans of {@link WorkflowBeans}, never
 * the whole application context.
 */
@Configuration(proxyBeanMethods = false)
class WorkflowEngineConfiguration {

  /** The schema of the engine's tables. */
  static final String SCHEMA = "flowable";

  /**
   * Serializes the engine's schema work and the shipped processes' deployment of nodes starting at
   * the same time.
   */
  static final long SCHEMA_LOCK = 0x5746_4c4f_5742_504eL;

  @Bean(destroyMethod = "close")
  ProcessEngine processEngine(
      DataSource dataSource,
      PlatformTransactionManager transactionManager,
      WorkflowBeans beans,
      @Value("${org.platform.mdm.workflow.job-executor.enabled:true}") boolean jobExecutor) {
    SpringProcessEngineConfiguration config = new SpringProcessEngineConfiguration();
    config.setDataSource(dataSource);
    config.setTransactionManager(transactionManager);
    config.setDatabaseType("postgres");
    // Every statement names the schema; the connection's search path stays the platform's.
    config.setDatabaseTablePrefix(SCHEMA + ".");
    config.setTablePrefixIsSchema(true);
    config.setDatabaseSchemaUpdate("true");
    config.setIdGenerator(new StrongUuidGenerator());
    config.setDisableIdmEngine(true);
    config.setDisableEventRegistry(true);
    config.setHistory("audit");
    config.setBeans(Map.copyOf(beans.byName()));
    config.setAsyncExecutorActivate(jobExecutor);
    config.setEventListeners(beans.listeners());
    return build(config, dataSource, transactionManager);
  }

  /**
   * Builds the engine in a transaction whose search path is the engine's schema, so the engine's
   * own schema scripts (which name no schema) make and upgrade its tables there; a lock keeps two
   * nodes starting together from doing it twice.
   */
  private static ProcessEngine build(
      SpringProcessEngineConfiguration config,
      DataSource dataSource,
      PlatformTransactionManager transactionManager) {
    JdbcTemplate jdbc = new JdbcTemplate(dataSource);
    return new TransactionTemplate(transactionManager)
        .execute(
            status -> {
              jdbc.queryForObject("select pg_advisory_xact_lock(?)", Object.class, SCHEMA_LOCK);
              jdbc.execute("create schema if not exists " + SCHEMA);
              jdbc.execute("set local search_path to " + SCHEMA);
              return config.buildProcessEngine();
            });
  }
}
