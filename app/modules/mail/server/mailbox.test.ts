import { expect, test } from "vitest";
import { companyDomainOf, isPublicMailDomain, mailboxOf } from "./mailbox";

test("a mailbox: letter case folded, a +tag removed, Gmail's dots ignored", () => {
  expect(mailboxOf(" Anna+Events@Northwind.Example ")).toBe("anna@northwind.example");
  expect(mailboxOf("anna@northwind.example")).toBe("anna@northwind.example");
  expect(mailboxOf("a.n.n.a+x@gmail.com")).toBe("anna@gmail.com");
  expect(mailboxOf("Anna.B@GoogleMail.com")).toBe("annab@gmail.com");
  // Elsewhere a dot is part of the name.
  expect(mailboxOf("anna.b@outlook.com")).toBe("anna.b@outlook.com");
  expect(mailboxOf("+only@x.example")).toBe("+only@x.example");
});

test("a company's domain, never a public mail provider's", () => {
  expect(companyDomainOf("ravi@Kapoor-Labs.example")).toBe("kapoor-labs.example");
  expect(companyDomainOf("ravi@gmail.com")).toBeNull();
  expect(companyDomainOf("ravi@OUTLOOK.com")).toBeNull();
  expect(isPublicMailDomain("proton.me")).toBe(true);
  expect(isPublicMailDomain("northwind.example")).toBe(false);
});
