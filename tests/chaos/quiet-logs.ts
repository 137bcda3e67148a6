// Imported before the portal's modules by the chaos script: the checker's printout is the table, not the server's
// log lines (LOG_LEVEL still wins when set).
process.env.LOG_LEVEL ??= "silent";
