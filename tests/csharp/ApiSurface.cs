// Lists the public surface of a .NET assembly, one line per public type and per public or protected
// member, sorted, in a form that changes exactly when a caller could notice: the type's kind and base
// types, each member's kind, name, parameter and return types, static-ness, and each enum value.
// tests/abi/compat.rs runs it under Mono on the package's runtime assembly and compares the listing with the
// last release's (compat/csharp-api.txt).
// Usage: mono ApiSurface.exe <assembly.dll>
using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

public static class ApiSurface
{
    const BindingFlags Declared = BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance
        | BindingFlags.Static | BindingFlags.DeclaredOnly;

    public static int Main(string[] args)
    {
        Assembly assembly = Assembly.LoadFrom(args[0]);
        var lines = new List<string>();
        foreach (Type type in assembly.GetTypes().Where(Visible))
        {
            string name = Name(type);
            lines.Add("type " + name + Kind(type));
            if (type.IsEnum)
            {
                foreach (string value in Enum.GetNames(type))
                    lines.Add("enum " + name + "." + value + " = "
                        + Convert.ToInt64(Enum.Parse(type, value)).ToString());
                continue;
            }
            foreach (MemberInfo member in type.GetMembers(Declared))
            {
                string line = Member(name, member);
                if (line != null) lines.Add(line);
            }
        }
        lines.Sort(StringComparer.Ordinal);
        foreach (string line in lines) Console.WriteLine(line);
        return 0;
    }

    static bool Visible(Type type)
    {
        if (type.IsNested)
            return (type.IsNestedPublic || type.IsNestedFamily || type.IsNestedFamORAssem) && Visible(type.DeclaringType);
        return type.IsPublic;
    }

    static string Kind(Type type)
    {
        if (type.IsEnum) return " : enum " + Name(Enum.GetUnderlyingType(type));
        string kind = type.IsInterface ? " : interface" : type.IsValueType ? " : struct" : type.IsAbstract && type.IsSealed ? " : static class"
            : type.IsSealed ? " : sealed class" : type.IsAbstract ? " : abstract class" : " : class";
        var bases = new List<string>();
        if (type.BaseType != null && type.BaseType != typeof(object) && type.BaseType != typeof(ValueType))
            bases.Add(Name(type.BaseType));
        bases.AddRange(type.GetInterfaces().Where(i => i.IsPublic || i.IsNestedPublic).Select(Name).OrderBy(n => n, StringComparer.Ordinal));
        return kind + (bases.Count > 0 ? " (" + string.Join(", ", bases) + ")" : "");
    }

    static bool Exposed(MethodBase method)
    {
        return method != null && (method.IsPublic || method.IsFamily || method.IsFamilyOrAssembly);
    }

    static string Member(string type, MemberInfo member)
    {
        ConstructorInfo c = member as ConstructorInfo;
        if (c != null)
            return Exposed(c) && !c.IsStatic ? "ctor " + type + "(" + Parameters(c) + ")" : null;
        MethodInfo m = member as MethodInfo;
        if (m != null)
        {
            if (!Exposed(m) || m.IsSpecialName) return null;
            return "method " + type + "." + m.Name + Generic(m) + "(" + Parameters(m) + ") : " + Name(m.ReturnType) + (m.IsStatic ? " static" : "")
                + (m.IsAbstract ? " abstract" : m.IsVirtual && !m.IsFinal ? " virtual" : "");
        }
        PropertyInfo p = member as PropertyInfo;
        if (p != null)
        {
            MethodInfo get = p.GetGetMethod(true), set = p.GetSetMethod(true);
            if (!Exposed(get) && !Exposed(set)) return null;
            string index = p.GetIndexParameters().Length > 0 ? "[" + Parameters(p.GetIndexParameters()) + "]" : "";
            return "property " + type + "." + p.Name + index + " : " + Name(p.PropertyType)
                + (Exposed(get) ? " get" : "") + (Exposed(set) ? " set" : "") + ((get ?? set).IsStatic ? " static" : "");
        }
        FieldInfo f = member as FieldInfo;
        if (f != null)
        {
            if (!(f.IsPublic || f.IsFamily || f.IsFamilyOrAssembly)) return null;
            return "field " + type + "." + f.Name + " : " + Name(f.FieldType) + (f.IsLiteral ? " const = " + f.GetRawConstantValue() : "")
                + (f.IsStatic && !f.IsLiteral ? " static" : "") + (f.IsInitOnly ? " readonly" : "");
        }
        EventInfo e = member as EventInfo;
        if (e != null)
            return Exposed(e.GetAddMethod(true)) ? "event " + type + "." + e.Name + " : " + Name(e.EventHandlerType) : null;
        return null; // nested types are listed as types of their own
    }

    static string Generic(MethodInfo m)
    {
        return m.IsGenericMethodDefinition ? "<" + string.Join(", ", m.GetGenericArguments().Select(Name)) + ">" : "";
    }

    static string Parameters(MethodBase method) { return Parameters(method.GetParameters()); }

    static string Parameters(ParameterInfo[] parameters)
    {
        return string.Join(", ", parameters.Select(p =>
            (p.IsOut ? "out " : p.ParameterType.IsByRef ? "ref " : "") + Name(p.ParameterType) + " " + p.Name
            + (p.IsOptional ? " = " + (p.DefaultValue ?? "null") : "")));
    }

    static string Name(Type type)
    {
        if (type.IsByRef) return Name(type.GetElementType());
        if (type.IsArray) return Name(type.GetElementType()) + "[" + new string(',', type.GetArrayRank() - 1) + "]";
        if (type.IsPointer) return Name(type.GetElementType()) + "*";
        if (type.IsGenericParameter) return type.Name;
        string name = type.IsNested ? Name(type.DeclaringType) + "." + type.Name : type.Namespace + "." + type.Name;
        if (type.IsGenericType)
        {
            name = name.Substring(0, name.IndexOf('`') < 0 ? name.Length : name.IndexOf('`'));
            name += "<" + string.Join(", ", type.GetGenericArguments().Select(Name)) + ">";
        }
        return name;
    }
}
