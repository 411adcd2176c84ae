; Covers: the old typed-pointer syntax, accepted and printed as opaque ptr:
; i32*, i8**, i8 addrspace(1)*, function pointer types, pointers to named
; structs, in parameters, globals, casts, GEPs, loads and call operands.
%S = type { i32*, i8 addrspace(3)* }

@gp = global i32* null
@gfp = global void (i32)* null
@gas = global i8 addrspace(1)* null
@gpp = global i8** null

define i32* @tp(i32* %p, i8** %pp, i8 addrspace(1)* %q, %S* %s, i32 (i8*)* %fp) {
  %a = load i32*, i32** @gp
  %b = getelementptr inbounds i32, i32* %p, i64 1
  %c = bitcast i32* %b to i8*
  %d = addrspacecast i8 addrspace(1)* %q to i8*
  %e = call i32 %fp(i8* %c)
  %f = getelementptr %S, %S* %s, i32 0, i32 1
  %g = load i8 addrspace(3)*, i8 addrspace(3)** %f
  %h = alloca i32*, align 8
  store i32* %a, i32** %h
  %i = ptrtoint i8** %pp to i64
  %j = icmp eq i32* %p, null
  ret i32* %b
}
