"use client";

import { Settings } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ApiLoggingToggle } from "./api-logging-toggle";
import { PortSelector } from "./port-selector";

type Props = { title: string; userId: string; port: number; portOptions: { value: number; label: string }[] };

/** The welcome title with the gear that opens the System Settings card (hidden by default). */
export function SystemSettings({ title, userId, port, portOptions }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <Button
          variant="ghost"
          size="icon"
          aria-label="System Settings"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          <Settings className="h-5 w-5" aria-hidden />
        </Button>
      </div>
      {open ? (
        <Card title="System Settings">
          <div className="grid gap-6 sm:grid-cols-2">
            <PortSelector userId={userId} port={port} options={portOptions} />
            <ApiLoggingToggle />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
