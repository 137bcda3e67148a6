"""pandas reference for the inv-bal bench: the same join and difference rule as lib/inv-bal (clarifications 10-13).
A part number found more than once is paired in file order (k-th EDS row with the k-th CONV row), as lib/inv-bal
does: the join is on the key and its occurrence number.

Usage: /usr/bin/python3 inv_bal_pandas.py <conv.csv> <eds.csv> <output.csv>
Writes every differing row as eds_ecl, conv_ecl, diff and prints {"matched", "unmatched", "workSeconds"}.
"""
import csv
import json
import sys
import time

import numpy as np
import pandas as pd

PLAIN_DECIMAL = r"^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$"

conv_path, eds_path, out_path = sys.argv[1:4]
started = time.perf_counter()
read = dict(skiprows=8, dtype=str, keep_default_na=False, encoding="cp1252")
conv = pd.read_csv(conv_path, usecols=["ECL_PN", "ESC.PN", "OH-TOTAL", "DESCRIPTION"], **read)
eds = pd.read_csv(eds_path, usecols=["ECL_PN", "OH-TOTAL", "DESCRIPTION"], **read)

conv["key"] = conv["ESC.PN"].str.strip()
eds["key"] = eds["ECL_PN"].str.strip()
conv = conv[conv["key"] != ""]
eds = eds[eds["key"] != ""]
conv["occurrence"] = conv.groupby("key").cumcount()
eds["occurrence"] = eds.groupby("key").cumcount()
m = eds.merge(conv, on=["key", "occurrence"], how="inner", suffixes=("_eds", "_conv"))

c = m["OH-TOTAL_conv"].str.strip()
e = m["OH-TOTAL_eds"].str.strip()
c_num = c.str.match(PLAIN_DECIMAL)
e_num = e.str.match(PLAIN_DECIMAL)
both_num = c_num & e_num
c_val = pd.to_numeric(c.where(both_num), errors="coerce")
e_val = pd.to_numeric(e.where(both_num), errors="coerce")
diff = np.where(
    both_num,
    c_val - e_val,
    np.where((c == "") & (e == ""), 0.0, np.where(~c_num & ~e_num & (c != "") & (e != ""), (c != e).astype(float), 1.0)),
)
m["diff"] = diff
out = m.loc[m["diff"] != 0, ["ECL_PN_eds", "ECL_PN_conv", "diff"]]
out.columns = ["eds_ecl", "conv_ecl", "diff"]
out.to_csv(out_path, index=False, quoting=csv.QUOTE_ALL)
work = time.perf_counter() - started
print(json.dumps({"matched": int(len(m)), "unmatched": int(len(out)), "workSeconds": work}))
