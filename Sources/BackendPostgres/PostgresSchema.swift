/// The PostgreSQL schema's migrations, in order; add new ones at the end.
public enum PostgresSchema {
  public static let migrations: [PostgresMigration] = [
    PostgresMigration(
      """
      CREATE TABLE forecasts (
        address TEXT PRIMARY KEY
      );
      CREATE TABLE hourly (
        address TEXT NOT NULL REFERENCES forecasts(address) ON DELETE CASCADE,
        time INTEGER NOT NULL CHECK (time BETWEEN 0 AND 23),
        weather_type INTEGER NOT NULL CHECK (weather_type BETWEEN 0 AND 2),
        rainy_percent INTEGER NOT NULL CHECK (rainy_percent BETWEEN 0 AND 100),
        PRIMARY KEY (address, time)
      );
      CREATE TABLE users (
        id BIGSERIAL PRIMARY KEY,
        email TEXT NOT NULL,
        password_hash TEXT NOT NULL
      );
      CREATE UNIQUE INDEX users_email ON users (lower(email));
      CREATE TABLE tokens (
        token_hash TEXT PRIMARY KEY,
        user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX tokens_expiry ON tokens (expires_at);
      """),
    PostgresMigration(
      """
      CREATE TABLE login_failures (
        kind SMALLINT NOT NULL,
        key TEXT NOT NULL,
        failures INTEGER NOT NULL,
        first_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (kind, key)
      );
      CREATE INDEX login_failures_eviction ON login_failures (kind, failures, first_at);
      """),
  ]
}
