/// The database's migrations, applied in order; `PRAGMA user_version` counts the applied ones.
/// Add new ones at the end; never edit an applied one.
public enum SQLiteSchema {
  public static let migrations: [String] = [
    """
    CREATE TABLE forecasts (
      address TEXT PRIMARY KEY NOT NULL
    );
    CREATE TABLE hourly (
      address TEXT NOT NULL REFERENCES forecasts(address) ON DELETE CASCADE,
      time INTEGER NOT NULL CHECK (time BETWEEN 0 AND 23),
      weather_type INTEGER NOT NULL CHECK (weather_type BETWEEN 0 AND 2),
      rainy_percent INTEGER NOT NULL CHECK (rainy_percent BETWEEN 0 AND 100),
      PRIMARY KEY (address, time)
    );
    """,
    """
    CREATE TABLE users (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      password_hash TEXT NOT NULL
    );
    CREATE TABLE tokens (
      token_hash TEXT PRIMARY KEY NOT NULL,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at INTEGER NOT NULL
    );
    """,
  ]
}
