"""converge - Python bindings of libconverge (ctypes over libconverge.so.0).

parse / parse_file read LLVM IR text into a Module; Module.function(name)
gives its names and structure (arguments, blocks, instructions with the
names `opt -S` prints, source lines, operands, convergent calls and their
tokens).  verify, cycles, uniformity (with explanations) and run return
dataclasses and dicts.  Errors in the input raise ConvergeError with the
library's diagnostics (file:line:col).
"""
import ctypes
import ctypes.util
import json
import os
from ctypes import (CFUNCTYPE, POINTER, Structure, c_char, c_char_p, c_int,
                    c_size_t, c_uint, c_uint32, c_uint64, c_void_p)
from dataclasses import dataclass, field
from typing import Dict, List, Optional

__all__ = [
    "ConvergeError", "Diagnostic", "Module", "Function", "Block",
    "Instruction", "Value", "Violation", "Note", "Cycle", "Uniformity",
    "DivergentValue", "parse", "parse_file", "verify", "cycles",
    "uniformity", "run", "version", "library_path",
]


# ---- the library -----------------------------------------------------------

def _load():
    tried = []
    env = os.environ.get("CONVERGE_LIBRARY")
    names = [env] if env else []
    found = ctypes.util.find_library("converge")
    names += ["libconverge.so.0"] + ([found] if found else [])
    for name in names:
        try:
            return ctypes.CDLL(name), name
        except OSError as e:
            tried.append("%s (%s)" % (name, e))
    raise ImportError("converge: libconverge.so.0 not found; set CONVERGE_LIBRARY "
                      "or install the library (make install): tried " + "; ".join(tried))


_lib, library_path = _load()

_WRITE = CFUNCTYPE(c_int, c_void_p, POINTER(c_char), c_size_t)


class _Writer(Structure):
    _fields_ = [("write", _WRITE), ("user", c_void_p)]


class _Diag(Structure):
    _fields_ = [("severity", c_int), ("file", c_char_p), ("line", c_uint),
                ("col", c_uint), ("message", c_char_p), ("source_line", c_char_p)]


class _Note(Structure):
    _fields_ = [("line", c_uint), ("col", c_uint), ("message", c_char_p)]


class _Violation(Structure):
    _fields_ = [("rule", c_char_p), ("spec", c_char_p), ("function", c_char_p),
                ("line", c_uint), ("col", c_uint), ("message", c_char_p),
                ("llvm", c_char_p), ("notes", POINTER(_Note)), ("nnotes", c_size_t)]


class _Value(Structure):
    _fields_ = [("kind", c_int), ("index", c_uint32)]


class _InstInfo(Structure):
    _fields_ = [("opcode", c_char_p), ("name", c_char_p), ("callee", c_char_p),
                ("line", c_uint), ("col", c_uint), ("block", c_uint32),
                ("noperands", c_uint32), ("convergent", c_int),
                ("terminator", c_int), ("token_kind", c_int), ("token", _Value)]


class _UniOptions(Structure):
    _fields_ = [("triple", c_char_p), ("cpu", c_char_p), ("llvm_compat", c_int)]


class _RunArg(Structure):
    _fields_ = [("name", c_char_p), ("value", c_char_p)]


class _RunOptions(Structure):
    # cv_run_options field for field, in the header's order (python-check
    # runs a launch that reads every field up to `hierarchy`)
    _fields_ = [("threads", c_uint), ("workgroup", c_uint * 3),
                ("grid", c_uint * 3), ("wave", c_uint),
                ("args", POINTER(_RunArg)), ("nargs", c_size_t),
                ("anchor", c_int), ("seed", c_uint64), ("max_steps", c_uint64),
                ("check", c_void_p), ("keep_ops", c_int), ("partial", c_int),
                ("reconvergence", c_int),
                ("externs", POINTER(_RunArg)), ("nexterns", c_size_t),
                ("anchor_guide_off", c_void_p), ("anchor_guide", c_void_p),
                ("anchor_guide_threads", c_uint32),
                ("anchor_choices", c_void_p), ("nanchor_choices", c_size_t),
                ("hierarchy", c_uint32)]


def _fn(name, restype, *argtypes):
    f = getattr(_lib, name)
    f.restype = restype
    f.argtypes = list(argtypes)
    return f


_P = c_void_p
_run_options_size = _fn("cv_run_options_size", c_size_t)
if _run_options_size() != ctypes.sizeof(_RunOptions):
    # the library's struct changed and this mirror did not
    raise ImportError("converge: libconverge's cv_run_options has %d bytes, "
                      "this package's mirror %d: they do not match"
                      % (_run_options_size(), ctypes.sizeof(_RunOptions)))
_version = _fn("cv_version", c_char_p)
_context_new = _fn("cv_context_new", _P, _P)
_context_free = _fn("cv_context_free", None, _P)
_diag_count = _fn("cv_diag_count", c_size_t, _P)
_diag_get = _fn("cv_diag_get", POINTER(_Diag), _P, c_size_t)
_diag_clear = _fn("cv_diag_clear", None, _P)
_parse = _fn("cv_parse", _P, _P, c_char_p, c_char_p, c_size_t)
_parse_file = _fn("cv_parse_file", _P, _P, c_char_p)
_module_free = _fn("cv_module_free", None, _P)
_print_module = _fn("cv_print_module", c_int, _P, POINTER(_Writer))
_function_count = _fn("cv_module_function_count", c_size_t, _P)
_function_is_definition = _fn("cv_module_function_is_definition", c_int, _P, c_size_t)
_find_function = _fn("cv_module_find_function", c_size_t, _P, c_char_p)
_func_new = _fn("cv_func_new", _P, _P, c_size_t)
_func_free = _fn("cv_func_free", None, _P)
_func_name = _fn("cv_func_name", c_char_p, _P)
_func_line = _fn("cv_func_line", c_uint, _P)
_func_is_convergent = _fn("cv_func_is_convergent", c_int, _P)
_func_arg_count = _fn("cv_func_arg_count", c_uint32, _P)
_func_arg_name = _fn("cv_func_arg_name", c_char_p, _P, c_uint32)
_func_block_count = _fn("cv_func_block_count", c_uint32, _P)
_func_block_name = _fn("cv_func_block_name", c_char_p, _P, c_uint32)
_func_block_line = _fn("cv_func_block_line", c_uint, _P, c_uint32)
_func_block_first = _fn("cv_func_block_first", c_uint32, _P, c_uint32)
_func_block_size = _fn("cv_func_block_size", c_uint32, _P, c_uint32)
_func_block_succs = _fn("cv_func_block_succs", POINTER(c_uint32), _P, c_uint32,
                        POINTER(c_size_t))
_func_block_preds = _fn("cv_func_block_preds", POINTER(c_uint32), _P, c_uint32,
                        POINTER(c_size_t))
_func_inst_count = _fn("cv_func_inst_count", c_uint32, _P)
_func_inst = _fn("cv_func_inst", c_int, _P, c_uint32, POINTER(_InstInfo))
_func_inst_operand = _fn("cv_func_inst_operand", _Value, _P, c_uint32, c_uint32)
_func_value_text = _fn("cv_func_value_text", c_char_p, _P, _Value)
_verify = _fn("cv_verify", _P, _P, _P, c_uint)
_verify_count = _fn("cv_verify_count", c_size_t, _P)
_verify_get = _fn("cv_verify_get", POINTER(_Violation), _P, c_size_t)
_verify_free = _fn("cv_verify_free", None, _P)
_cfg_new = _fn("cv_cfg_new", _P, _P, c_size_t, c_uint)
_cfg_free = _fn("cv_cfg_free", None, _P)
_cycle_count = _fn("cv_cycle_count", c_uint32, _P)
_cycle_parent = _fn("cv_cycle_parent", c_uint32, _P, c_uint32)
_cycle_depth = _fn("cv_cycle_depth", c_uint32, _P, c_uint32)
_cycle_header = _fn("cv_cycle_header", c_uint32, _P, c_uint32)
_cycle_is_reducible = _fn("cv_cycle_is_reducible", c_int, _P, c_uint32)
_cycle_entries = _fn("cv_cycle_entries", POINTER(c_uint32), _P, c_uint32, POINTER(c_size_t))
_cycle_blocks = _fn("cv_cycle_blocks", POINTER(c_uint32), _P, c_uint32, POINTER(c_size_t))
_cfg_block_count = _fn("cv_cfg_block_count", c_uint32, _P)
_cycle_exit_blocks = _fn("cv_cycle_exit_blocks", c_size_t, _P, c_uint32, POINTER(c_uint32))
_uni_new = _fn("cv_uniformity_new", _P, _P, c_size_t, POINTER(_UniOptions))
_uni_free = _fn("cv_uniformity_free", None, _P)
_uni_is_divergent = _fn("cv_uniformity_is_divergent", c_int, _P, c_uint32)
_uni_arg_is_divergent = _fn("cv_uniformity_arg_is_divergent", c_int, _P, c_uint32)
_uni_branch_is_divergent = _fn("cv_uniformity_branch_is_divergent", c_int, _P, c_uint32)
_uni_is_source = _fn("cv_uniformity_is_source", c_int, _P, c_uint32)
_uni_reason = _fn("cv_uniformity_reason", c_int, _P, c_int, c_uint32, POINTER(_Writer))
_uni_explain = _fn("cv_uniformity_explain", c_int, _P, c_int, c_uint32, c_int,
                   POINTER(_Writer))
_uni_join_of = _fn("cv_uniformity_join_of", c_uint32, _P, c_uint32)
_uni_cycle_flags = _fn("cv_uniformity_cycle_flags", c_uint, _P, c_uint32)
_uni_target_diverges = _fn("cv_uniformity_target_diverges", c_int, _P)
_run_new = _fn("cv_run_new", _P, _P, c_size_t, POINTER(_RunOptions))
_run_free = _fn("cv_run_free", None, _P)
_run_print = _fn("cv_run_print", c_int, _P, c_int, POINTER(_Writer))

_NONE = 0xFFFFFFFF
_SUBJECT = {"value": 0, "argument": 1, "branch": 2}
_VALUE_KINDS = ["none", "inst", "arg", "block", "const", "global", "other"]
_TOKEN_KINDS = [None, "entry", "anchor", "loop"]


def _s(b):
    return b.decode("utf-8", "replace") if b is not None else None


def _capture(call):
    """Runs call(writer) and returns what it wrote, as text."""
    chunks = []

    def write(_user, data, size):
        chunks.append(ctypes.string_at(data, size))
        return 0
    w = _Writer(_WRITE(write), None)
    rc = call(ctypes.byref(w))
    if rc != 0:
        raise ConvergeError("converge: the library could not write its output", [])
    return b"".join(chunks).decode("utf-8", "replace")


def version() -> str:
    return _s(_version())


# ---- results ---------------------------------------------------------------

@dataclass
class Diagnostic:
    severity: str
    file: Optional[str]
    line: int
    col: int
    message: str
    source_line: Optional[str]

    def __str__(self):
        return "%s:%d:%d: %s: %s" % (self.file, self.line, self.col, self.severity,
                                     self.message)


class ConvergeError(Exception):
    def __init__(self, message, diagnostics):
        super().__init__(message)
        self.diagnostics = diagnostics


def _diagnostics(ctx):
    out = []
    for i in range(_diag_count(ctx)):
        d = _diag_get(ctx, i).contents
        out.append(Diagnostic(["note", "warning", "error"][d.severity], _s(d.file),
                              d.line, d.col, _s(d.message), _s(d.source_line)))
    _diag_clear(ctx)
    return out


@dataclass
class Value:
    kind: str    # "inst", "arg", "block", "const", "global", "other", "none"
    index: int
    text: Optional[str]   # as an operand prints it: "%x", "7", "@g"


@dataclass
class Instruction:
    index: int
    opcode: str
    name: Optional[str]
    line: int
    col: int
    block: int
    operands: List[Value]
    callee: Optional[str] = None
    convergent: bool = False
    terminator: bool = False
    token_kind: Optional[str] = None   # "entry", "anchor", "loop"
    token: Optional[int] = None        # the instruction whose token it uses


@dataclass
class Block:
    index: int
    name: str
    line: int
    instructions: List[int]
    succs: List[int]
    preds: List[int]


@dataclass
class Function:
    index: int
    name: str
    line: int
    convergent: bool
    args: List[str]
    blocks: List[Block]
    instructions: List[Instruction]

    def block(self, name: str) -> Block:
        name = name if name.startswith("%") else "%" + name
        for b in self.blocks:
            if b.name == name:
                return b
        raise KeyError(name)

    def value(self, name: str) -> Instruction:
        name = name if name.startswith("%") else "%" + name
        for i in self.instructions:
            if i.name == name:
                return i
        raise KeyError(name)


def _array(ptr, n):
    return [ptr[i] for i in range(n)] if n else []


class Module:
    """A parsed module; its functions are numbered as the library numbers
    them (cv_module_function_name)."""

    def __init__(self, ctx, mod, name):
        self._ctx = ctx
        self._mod = mod
        self.name = name

    def __del__(self):
        if getattr(self, "_mod", None):
            _module_free(self._mod)
            self._mod = None
        if getattr(self, "_ctx", None):
            _context_free(self._ctx)
            self._ctx = None

    def _index(self, function):
        if isinstance(function, int):
            if not 0 <= function < _function_count(self._mod):
                raise KeyError(function)
            return function
        i = _find_function(self._mod, function.encode())
        if i == ctypes.c_size_t(-1).value:
            raise KeyError("no function %s" % function)
        return i

    def _raise(self, what):
        raise ConvergeError(what, _diagnostics(self._ctx))

    @property
    def definitions(self) -> List[str]:
        """The names of the function definitions, in module order."""
        out = []
        for i in range(_function_count(self._mod)):
            if _function_is_definition(self._mod, i):
                out.append(self.function(i).name)
        return out

    def function(self, function) -> Function:
        """Names and structure of a function (by name or index)."""
        index = self._index(function)
        f = _func_new(self._mod, index)
        if not f:
            self._raise("converge: out of memory")
        try:
            return _read_function(f, index)
        finally:
            _func_free(f)

    def text(self) -> str:
        """The module as `opt -S` prints it."""
        return _capture(lambda w: _print_module(self._mod, w))


def _read_function(f, index):
    n = c_size_t()
    blocks = []
    for b in range(_func_block_count(f)):
        first, size = _func_block_first(f, b), _func_block_size(f, b)
        succs = _array(_func_block_succs(f, b, ctypes.byref(n)), n.value)
        preds = _array(_func_block_preds(f, b, ctypes.byref(n)), n.value)
        blocks.append(Block(b, _s(_func_block_name(f, b)), _func_block_line(f, b),
                            list(range(first, first + size)), succs, preds))
    insts = []
    info = _InstInfo()
    for i in range(_func_inst_count(f)):
        _func_inst(f, i, ctypes.byref(info))
        ops = []
        for k in range(info.noperands):
            v = _func_inst_operand(f, i, k)
            ops.append(Value(_VALUE_KINDS[v.kind], v.index, _s(_func_value_text(f, v))))
        insts.append(Instruction(
            i, _s(info.opcode), _s(info.name), info.line, info.col, info.block, ops,
            _s(info.callee), bool(info.convergent), bool(info.terminator),
            _TOKEN_KINDS[info.token_kind],
            info.token.index if info.token.kind == 1 else None))
    args = [_s(_func_arg_name(f, a)) for a in range(_func_arg_count(f))]
    return Function(index, _s(_func_name(f)), _func_line(f),
                    bool(_func_is_convergent(f)), args, blocks, insts)


def parse(text, name: str = "<string>") -> Module:
    """Parses LLVM IR text (str or bytes); ConvergeError if it is invalid."""
    data = text.encode() if isinstance(text, str) else bytes(text)
    ctx = _context_new(None)
    mod = _parse(ctx, name.encode(), data, len(data))
    if not mod:
        diags = _diagnostics(ctx)
        _context_free(ctx)
        raise ConvergeError(str(diags[0]) if diags else "converge: parse failed", diags)
    return Module(ctx, mod, name)


def parse_file(path) -> Module:
    ctx = _context_new(None)
    mod = _parse_file(ctx, os.fsencode(path))
    if not mod:
        diags = _diagnostics(ctx)
        _context_free(ctx)
        raise ConvergeError(str(diags[0]) if diags else "converge: parse failed", diags)
    return Module(ctx, mod, str(path))


# ---- verify ------------------------------------------------------------------

@dataclass
class Note:
    line: int
    col: int
    message: str


@dataclass
class Violation:
    rule: str
    spec: str
    function: str
    line: int
    col: int
    message: str
    llvm: Optional[str]
    notes: List[Note] = field(default_factory=list)


def verify(module: Module, llvm: bool = False) -> List[Violation]:
    """Every violation of the IR rules the analyses need and of the static
    rules of convergence control tokens; [] when the module is valid."""
    r = _verify(module._ctx, module._mod, 1 if llvm else 0)
    if not r:
        module._raise("converge: out of memory")
    try:
        out = []
        for i in range(_verify_count(r)):
            v = _verify_get(r, i).contents
            notes = [Note(v.notes[k].line, v.notes[k].col, _s(v.notes[k].message))
                     for k in range(v.nnotes)]
            out.append(Violation(_s(v.rule), _s(v.spec), _s(v.function), v.line, v.col,
                                 _s(v.message), _s(v.llvm), notes))
        return out
    finally:
        _verify_free(r)
        _diag_clear(module._ctx)


# ---- cycles ------------------------------------------------------------------

@dataclass
class Cycle:
    index: int
    header: str
    depth: int
    reducible: bool
    parent: Optional[int]
    entries: List[str]
    blocks: List[str]
    exits: List[str]


def cycles(module: Module, function) -> List[Cycle]:
    """The cycle forest of a function as LLVM's CycleInfo finds it, in the
    order opt prints it (a cycle's descendants follow it)."""
    index = module._index(function)
    names = module.function(index).blocks
    cfg = _cfg_new(module._mod, index, 4)
    if not cfg:
        module._raise("converge: no cycles for %s" % function)
    try:
        n = c_size_t()
        exits = (c_uint32 * max(1, _cfg_block_count(cfg)))()
        out = []
        for c in range(_cycle_count(cfg)):
            parent = _cycle_parent(cfg, c)
            entries = _array(_cycle_entries(cfg, c, ctypes.byref(n)), n.value)
            blocks = _array(_cycle_blocks(cfg, c, ctypes.byref(n)), n.value)
            nexit = _cycle_exit_blocks(cfg, c, exits)
            out.append(Cycle(c, names[_cycle_header(cfg, c)].name, _cycle_depth(cfg, c),
                             bool(_cycle_is_reducible(cfg, c)),
                             None if parent == _NONE else parent,
                             [names[b].name for b in entries],
                             [names[b].name for b in blocks],
                             [names[exits[k]].name for k in range(nexit)]))
        return out
    finally:
        _cfg_free(cfg)


# ---- uniformity ----------------------------------------------------------------

@dataclass
class DivergentValue:
    kind: str           # "value", "argument" or "branch"
    name: str           # "%x"; for a branch, its block's name
    line: int
    reason: str         # the first step of the explanation
    source: bool = False


@dataclass
class Uniformity:
    function: str
    target_diverges: bool
    divergent: List[DivergentValue]
    joins: Dict[str, str]           # join block -> the divergent branch's block
    cycles_assumed_divergent: List[str]
    cycles_divergent_exit: List[str]
    _explain: Dict[str, dict] = field(default_factory=dict, repr=False)

    def explain(self, name: str) -> dict:
        """The whole chain back to a source (the JSON of `converge explain`)."""
        name = name if name.startswith("%") else "%" + name
        return self._explain[name]

    def is_divergent(self, name: str) -> bool:
        name = name if name.startswith("%") else "%" + name
        return any(d.name == name for d in self.divergent)


def uniformity(module: Module, function, triple: Optional[str] = None,
               cpu: Optional[str] = None, llvm_compat: bool = False) -> Uniformity:
    """Which values and branches of a function are divergent, and why."""
    index = module._index(function)
    fn = module.function(index)
    opts = _UniOptions(triple.encode() if triple else None,
                       cpu.encode() if cpu else None, 1 if llvm_compat else 0)
    u = _uni_new(module._mod, index, ctypes.byref(opts))
    if not u:
        module._raise("converge: no uniformity for %s" % function)
    try:
        div, explain = [], {}

        def add(kind, i, name, line, source=False):
            reason = _capture(lambda w: _uni_reason(u, _SUBJECT[kind], i, w))
            text = _capture(lambda w: _uni_explain(u, _SUBJECT[kind], i, 2, w))
            div.append(DivergentValue(kind, name, line, reason, source))
            explain[name] = json.loads(text)
        for a, name in enumerate(fn.args):
            if _uni_arg_is_divergent(u, a):
                add("argument", a, name, fn.line)
        for b in fn.blocks:
            for i in b.instructions:
                inst = fn.instructions[i]
                if inst.name and _uni_is_divergent(u, i):
                    add("value", i, inst.name, inst.line, bool(_uni_is_source(u, i)))
                if inst.terminator and _uni_branch_is_divergent(u, b.index):
                    add("branch", b.index, b.name, inst.line)
        joins = {}
        for b in fn.blocks:
            j = _uni_join_of(u, b.index)
            if j != _NONE:
                joins[b.name] = fn.blocks[j].name
        assumed, exits = [], []
        for c in cycles(module, index):
            flags = _uni_cycle_flags(u, c.index)
            if flags & 1:
                assumed.append(c.header)
            if flags & 2:
                exits.append(c.header)
        return Uniformity(fn.name, bool(_uni_target_diverges(u)), div, joins, assumed,
                          exits, explain)
    finally:
        _uni_free(u)


# ---- run ---------------------------------------------------------------------------

_ANCHORS = {"maximal": 0, "singleton": 1, "random": 2}
_RECONVERGE = {"maximal": 0, "ipdom": 1}


def _run_args(pairs, keep):
    items = list(pairs)
    cargs = (_RunArg * max(1, len(items)))()
    for k, (name, value) in enumerate(items):
        if isinstance(value, bool):
            value = "true" if value else "false"
        elif isinstance(value, (bytes, bytearray)):
            # a buffer holding these bytes
            value = "buffer:%d:hex:%s" % (max(1, len(value)), bytes(value).hex())
        n, v = str(name).encode(), str(value).encode()
        keep += [n, v]
        cargs[k] = _RunArg(n, v)
    return cargs, len(items)


def _dims(value, what):
    if value is None:
        return (0, 0, 0)
    dims = (value,) if isinstance(value, int) else tuple(value)
    if not 1 <= len(dims) <= 3 or any(d < 1 for d in dims):
        raise ValueError("%s: one to three positive sizes" % what)
    return dims + (1,) * (3 - len(dims))


def run(module: Module, function, threads: int = 1, wave: int = 64,
        args: Optional[Dict[str, object]] = None, anchor: str = "maximal",
        seed: int = 0, max_steps: int = 0, reconvergence: str = "maximal",
        grid=None, workgroup=None,
        externs: Optional[Dict[str, object]] = None) -> dict:
    """Executes a function on simulated threads in waves; returns the JSON
    of `converge run --format=json` as a dict (ops, returns, globals).

    grid and workgroup are an int or up to three sizes (x, y, z), as
    `--grid` and `--workgroup`; externs models external functions as
    `--extern NAME=VALUE|zero|tid|lane` does.  An argument given as bytes
    is a buffer holding them; the result's "buffers" maps each buffer's
    name to its final contents in hex (bytes.fromhex reads it)."""
    index = module._index(function)
    keep = []
    cargs, nargs = _run_args((args or {}).items(), keep)
    cext, next_ = _run_args((externs or {}).items(), keep)
    opts = _RunOptions()
    opts.threads, opts.wave = (0 if workgroup else threads), wave
    opts.workgroup[:] = list(_dims(workgroup, "workgroup"))
    opts.grid[:] = list(_dims(grid, "grid"))
    opts.args, opts.nargs = cargs, nargs
    opts.externs, opts.nexterns = cext, next_
    opts.anchor, opts.seed = _ANCHORS[anchor], seed
    opts.max_steps, opts.keep_ops = max_steps, 1
    opts.reconvergence = _RECONVERGE[reconvergence]
    r = _run_new(module._mod, index, ctypes.byref(opts))
    if not r:
        module._raise("converge: run of %s failed" % function)
    try:
        return json.loads(_capture(lambda w: _run_print(r, 1, w)))
    finally:
        _run_free(r)
