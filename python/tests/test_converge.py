"""Tests of the converge Python package (ctypes over libconverge.so.0).

Run by `make python-check` (tests/python/python-check.sh): the package is
pip-installed into a fresh virtual environment first, and
CONVERGE_LIBRARY names build/libconverge.so.0.
"""
import json

import pytest

import converge

KERNEL = """\
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @reduce(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %0 = icmp slt i32 %tid, %n
  br i1 %0, label %then, label %join
then:
  %1 = mul i32 %tid, 3
  br label %join
join:
  %v = phi i32 [ %1, %then ], [ 0, %entry ]
  %sum = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v) [ "convergencectrl"(token %t) ]
  br label %loop
loop:
  %i = phi i32 [ 0, %join ], [ %inc, %loop ]
  %inc = add i32 %i, 1
  %done = icmp sge i32 %inc, %tid
  br i1 %done, label %exit, label %loop
exit:
  %last = add i32 %inc, %sum
  store i32 %last, ptr addrspace(1) %out
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
"""

# %a is used in a cycle that does not contain its definition
BAD_TOKEN = """\
define void @f(i1 %c) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %loop
loop:
  call void @op() [ "convergencectrl"(token %a) ]
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare token @llvm.experimental.convergence.anchor()
declare void @op() convergent
"""

IRREDUCIBLE = """\
define void @irr(i1 %c, i1 %d) {
entry:
  br i1 %c, label %A, label %B
A:
  br i1 %d, label %B, label %exit
B:
  br i1 %d, label %A, label %exit
exit:
  ret void
}
"""


@pytest.fixture
def module():
    return converge.parse(KERNEL, "kernel.ll")


def test_version():
    assert converge.version().count(".") == 2


def test_parse_error_has_position():
    with pytest.raises(converge.ConvergeError) as e:
        converge.parse("define void @f() {\n  %x = add i32 %y, 1\n  ret void\n}\n", "bad.ll")
    d = e.value.diagnostics[0]
    assert (d.file, d.line, d.severity) == ("bad.ll", 2, "error")
    assert "%y" in d.message
    assert str(d).startswith("bad.ll:2:")


def test_parse_file(tmp_path):
    p = tmp_path / "k.ll"
    p.write_text(KERNEL)
    m = converge.parse_file(p)
    assert m.definitions == ["@reduce"]
    with pytest.raises(converge.ConvergeError) as e:
        converge.parse_file(tmp_path / "missing.ll")
    assert "cannot open" in e.value.diagnostics[0].message


def test_function_structure(module):
    f = module.function("reduce")
    assert f.name == "@reduce" and f.line == 3 and f.convergent
    assert f.args == ["%n", "%out"]
    assert [b.name for b in f.blocks] == ["%entry", "%then", "%join", "%loop", "%exit"]
    assert f.block("loop").succs == [4, 3]
    assert sorted(f.block("join").preds) == [0, 1]
    cmp = f.value("%0")
    assert (cmp.opcode, cmp.line, cmp.col) == ("icmp", 7, 3)
    assert [o.text for o in cmp.operands] == ["%tid", "%n"]
    assert [o.kind for o in cmp.operands] == ["inst", "arg"]
    s = f.value("sum")
    assert s.convergent and s.callee == "@llvm.amdgcn.readfirstlane.i32"
    assert f.instructions[s.token].name == "%t"
    assert f.value("t").token_kind == "entry"
    with pytest.raises(KeyError):
        module.function("nosuch")


def test_uniformity_and_reasons(module):
    u = converge.uniformity(module, "reduce")
    assert u.target_diverges
    names = [(d.kind, d.name) for d in u.divergent]
    assert ("value", "%tid") in names and ("branch", "%entry") in names
    assert not u.is_divergent("%sum")          # readfirstlane: uniform
    assert not u.is_divergent("%inc")          # uniform inside the loop ...
    assert u.is_divergent("%last")             # ... temporally divergent outside
    tid = next(d for d in u.divergent if d.name == "%tid")
    assert tid.source and tid.reason.startswith("source:")
    last = next(d for d in u.divergent if d.name == "%last")
    assert last.reason.startswith("temporal divergence: uses %inc")
    assert u.joins == {"%join": "%entry"}
    assert u.cycles_divergent_exit == ["%loop"]
    chain = u.explain("%last")
    assert chain["divergent"] is True
    assert [s["line"] for s in chain["steps"]][-1] == 6   # back to %tid


def test_uniformity_other_target(module):
    u = converge.uniformity(module, "reduce", triple="x86_64-unknown-linux-gnu")
    assert not u.target_diverges and u.divergent == []


def test_verify():
    assert converge.verify(converge.parse(KERNEL)) == []
    v = converge.verify(converge.parse(BAD_TOKEN, "bad.ll"))
    assert [x.rule for x in v] == ["cycle.outside-use"]
    assert (v[0].function, v[0].line) == ("f", 6)
    assert any("'%a' is defined here" in n.message for n in v[0].notes)
    assert converge.verify(converge.parse(BAD_TOKEN), llvm=True)[0].llvm


def test_cycles():
    m = converge.parse(IRREDUCIBLE)
    (c,) = converge.cycles(m, "irr")
    assert not c.reducible
    assert sorted(c.entries) == ["%A", "%B"] and c.exits == ["%exit"]
    assert converge.cycles(converge.parse(KERNEL), "reduce")[0].header == "%loop"


def test_run(module):
    r = converge.run(module, "reduce", threads=4, wave=4,
                     args={"n": 2, "out": "buffer:64"})
    op = next(o for o in r["ops"] if o["op"] == "%sum")
    assert op["threads"] == [0, 1, 2, 3]
    assert op["args"] == [[0], [3], [0], [0]]   # %v: tid * 3 where tid < n
    assert op["results"] == [0, 0, 0, 0]        # readfirstlane: thread 0's
    with pytest.raises(converge.ConvergeError) as e:
        converge.run(module, "reduce", threads=4, wave=4, max_steps=5,
                     args={"n": 2, "out": "buffer:64"})
    assert "step" in e.value.diagnostics[0].message


GEOMETRY = """\
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k() convergent {
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %x = call i32 @ext()
  %s = add i32 %g, %x
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %s)
  ret void
}

declare i32 @ext()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
"""


def test_run_options_layout():
    # the mirror of cv_run_options has the library's size (the package
    # refuses to import otherwise)
    from converge import _RunOptions, _run_options_size
    import ctypes
    assert ctypes.sizeof(_RunOptions) == _run_options_size()


def test_run_geometry_and_externs():
    m = converge.parse(GEOMETRY)
    with pytest.raises(converge.ConvergeError) as e:
        converge.run(m, "k", grid=2, workgroup=2, wave=2)
    assert "unmodelled function" in e.value.diagnostics[0].message
    r = converge.run(m, "k", grid=(2,), workgroup=(2, 1), wave=2,
                     externs={"ext": "tid"})
    ops = [o for o in r["ops"] if o["op"] == "%r"]
    # one instance per workgroup's wave; %s = workgroup id + global tid
    assert [o["threads"] for o in ops] == [[0, 1], [2, 3]]
    assert [o["args"] for o in ops] == [[[0], [1]], [[3], [4]]]
    with pytest.raises(ValueError):
        converge.run(m, "k", grid=(1, 2, 3, 4))


def test_run_buffers(module):
    # thread 1 of 2 stores 1 + 0 + readfirstlane(0) = 1 over the first word
    r = converge.run(module, "reduce", threads=2, wave=2,
                     args={"n": 0, "out": bytes([9, 9, 9, 9, 7])})
    assert bytes.fromhex(r["buffers"]["out"]) == bytes([1, 0, 0, 0, 7])


def test_text_round_trip(module):
    again = converge.parse(module.text())
    assert again.function("reduce").args == ["%n", "%out"]
    json.dumps([d.__dict__ for d in converge.uniformity(again, "reduce").divergent])
