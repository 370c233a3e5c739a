#!/usr/bin/env python3
"""An independent verifier of Gary's pick log, written from the published formats alone.

It uses the Python standard library and ed25519.py beside it (RFC 8032), nothing of the product:
  - the verifier key  <name>+<hex key id>+<base64(0x01 || public key)>, key id = the first 4 bytes
    of SHA-256(name || 0x0A || 0x01 || public key)                        (c2sp.org/signed-note)
  - checkpoints       "<origin>\\n<size>\\n<base64 root>\\n" + "\\n" + "— <name> <base64(key id || sig)>\\n"
  - leaves            the RFC 8785 (JCS) canonical JSON of a pick record, UTF-8
  - the tree          RFC 6962 / 9162 hashing, inclusion and consistency proofs (RFC 9162 2.1.3, 2.1.4)

Usage: verify.py BASE_URL DATE PICK_ID... [--tamper]
  Fetches the key, the checkpoints signed on DATE and the latest checkpoint, checks every signature,
  a consistency proof between each checkpoint and the next, and each pick's inclusion in the latest
  tree; where the record is public, that it hashes to the leaf. --tamper changes one byte of each
  public record first (which must then fail). Prints a JSON report; exits 0 when everything holds.
"""
import base64
import hashlib
import json
import sys
import urllib.request

import ed25519


class Failed(Exception):
    pass


def get(base, path):
    with urllib.request.urlopen(base + path, timeout=30) as res:
        return res.read().decode("utf-8")


def sha256(*parts):
    h = hashlib.sha256()
    for x in parts:
        h.update(x)
    return h.digest()


def leaf_hash(leaf):
    return sha256(b"\x00", leaf)


def node_hash(left, right):
    return sha256(b"\x01", left, right)


# --- RFC 8785 (JCS), enough for JSON parsed by Python: objects, arrays, strings, numbers, literals.
def jcs_number(x):
    if isinstance(x, bool):
        raise Failed("not a number")
    if isinstance(x, int):
        return str(x)
    if x != x or x in (float("inf"), float("-inf")):
        raise Failed("JCS has no NaN or infinity")
    if x == int(x) and abs(x) < 1e21:
        return str(int(x))
    r = repr(x)  # the shortest round-trip form, as ECMAScript's Number.prototype.toString
    if "e" in r:
        mant, exp = r.split("e")
        n = int(exp)
        r = mant + "e" + ("+" if n > 0 else "-") + str(abs(n))
    return r


def jcs(v):
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, (int, float)):
        return jcs_number(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ",".join(jcs(x) for x in v) + "]"
    if isinstance(v, dict):
        keys = sorted(v.keys(), key=lambda k: k.encode("utf-16-be"))
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + jcs(v[k]) for k in keys) + "}"
    raise Failed("not JSON: %r" % (v,))


# --- signed notes
def parse_key(text):
    name, key_id_hex, key_b64 = text.strip().split("+", 2)
    raw = base64.b64decode(key_b64, validate=True)
    if len(raw) != 33 or raw[0] != 0x01:
        raise Failed("not an Ed25519 verifier key")
    pub = raw[1:]
    key_id = sha256(name.encode("utf-8"), b"\x0a\x01", pub)[:4]
    if key_id.hex() != key_id_hex:
        raise Failed("the key id does not match the key")
    return name, key_id, pub


def open_checkpoint(note, key):
    name, key_id, pub = key
    if "\n\n" not in note:
        raise Failed("a note has a blank line between text and signatures")
    body, sigs = note.split("\n\n", 1)
    body += "\n"
    good = False
    for line in sigs.split("\n"):
        if not line:
            continue
        if not line.startswith("\u2014 "):
            raise Failed("a signature line starts with an em dash")
        signer, blob_b64 = line[2:].split(" ")
        blob = base64.b64decode(blob_b64, validate=True)
        if signer == name and blob[:4] == key_id and ed25519.verify(pub, body.encode("utf-8"), blob[4:]):
            good = True
    if not good:
        raise Failed("no valid signature by %s" % name)
    origin, size, root, rest = body.split("\n", 3)
    if rest != "" or not size.isdigit():
        raise Failed("not a checkpoint body")
    return {"origin": origin, "size": int(size), "root": base64.b64decode(root, validate=True)}


# --- RFC 9162 proofs
def root_from_inclusion(index, size, leaf, proof):
    if index >= size:
        raise Failed("leaf index beyond the tree")
    fn, sn, r = index, size - 1, leaf
    for p in proof:
        if sn == 0:
            raise Failed("inclusion proof too long")
        if fn % 2 == 1 or fn == sn:
            r = node_hash(p, r)
            if fn % 2 == 0:
                while fn % 2 == 0 and fn != 0:
                    fn >>= 1
                    sn >>= 1
        else:
            r = node_hash(r, p)
        fn >>= 1
        sn >>= 1
    if sn != 0:
        raise Failed("inclusion proof too short")
    return r


def check_consistency(size1, size2, root1, root2, proof):
    if size1 > size2:
        raise Failed("consistency: sizes out of order")
    if size1 == size2:
        if proof or root1 != root2:
            raise Failed("consistency: same size, different roots")
        return
    if size1 == 0:
        if proof:
            raise Failed("consistency from the empty tree takes no proof")
        return
    path = list(proof)
    if size1 & (size1 - 1) == 0:
        path = [root1] + path
    if not path:
        raise Failed("consistency proof empty")
    fn, sn = size1 - 1, size2 - 1
    while fn % 2 == 1:
        fn >>= 1
        sn >>= 1
    fr = sr = path[0]
    for c in path[1:]:
        if sn == 0:
            raise Failed("consistency proof too long")
        if fn % 2 == 1 or fn == sn:
            fr = node_hash(c, fr)
            sr = node_hash(c, sr)
            if fn % 2 == 0:
                while fn % 2 == 0 and fn != 0:
                    fn >>= 1
                    sn >>= 1
        else:
            sr = node_hash(sr, c)
        fn >>= 1
        sn >>= 1
    if sn != 0 or fr != root1 or sr != root2:
        raise Failed("consistency proof does not lead to both roots")


def b64s(xs):
    return [base64.b64decode(x, validate=True) for x in xs]


def tamper(record):
    """One byte of the canonical record changed: the first letter of its rationale or pick text."""
    for field in ("rationale", "pickText"):
        text = record.get(field)
        if text:
            c = text[0]
            record[field] = ("b" if c != "b" else "c") + text[1:]
            return record
    raise Failed("nothing to tamper with")


def main(argv):
    tampering = "--tamper" in argv
    args = [a for a in argv if a != "--tamper"]
    base, date, pick_ids = args[0].rstrip("/"), args[1], args[2:]
    report = {"checkpoints": [], "picks": []}
    key = parse_key(get(base, "/api/ledger/key"))
    report["key"] = key[0]

    latest = open_checkpoint(get(base, "/api/ledger/checkpoint"), key)
    day = json.loads(get(base, "/api/ledger/checkpoints?date=" + date))["checkpoints"]
    cps = [open_checkpoint(c["note"], key) for c in day]
    if not cps:
        raise Failed("no checkpoints signed on " + date)
    for c in cps + [latest]:
        if c["origin"] != key[0]:
            raise Failed("a checkpoint of another log")
    chain = sorted(cps, key=lambda c: c["size"]) + [latest]
    for a, b in zip(chain, chain[1:]):
        proof = json.loads(get(base, "/api/ledger/consistency?from=%d&to=%d" % (a["size"], b["size"])))
        check_consistency(a["size"], b["size"], a["root"], b["root"], b64s(proof["proof"]))
    report["checkpoints"] = [c["size"] for c in chain]

    for pick_id in pick_ids:
        pr = json.loads(get(base, "/api/ledger/proof/" + pick_id))
        cp = open_checkpoint(pr["checkpoint"], key)
        if cp["size"] != pr["treeSize"]:
            raise Failed("the proof's tree is not its checkpoint's")
        leaf = base64.b64decode(pr["leafHash"], validate=True)
        checked_record = False
        if pr["record"] is not None:
            record = tamper(pr["record"]) if tampering else pr["record"]
            if record.get("pickId") != pick_id:
                raise Failed("the record is another pick's")
            if leaf_hash(jcs(record).encode("utf-8")) != leaf:
                raise Failed("record of %s does not hash to its leaf" % pick_id)
            checked_record = True
        if root_from_inclusion(pr["leafIndex"], pr["treeSize"], leaf, b64s(pr["inclusion"])) != cp["root"]:
            raise Failed("%s is not in the signed tree" % pick_id)
        # The latest tree contains the proof's tree.
        if cp["size"] <= latest["size"]:
            proof = json.loads(get(base, "/api/ledger/consistency?from=%d&to=%d" % (cp["size"], latest["size"])))
            check_consistency(cp["size"], latest["size"], cp["root"], latest["root"], b64s(proof["proof"]))
        report["picks"].append({"pickId": pick_id, "leafIndex": pr["leafIndex"], "record": checked_record})
    report["ok"] = True
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except Failed as e:
        print(json.dumps({"ok": False, "error": str(e)}))
        sys.exit(1)
